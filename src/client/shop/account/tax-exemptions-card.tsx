import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { taxExemption, taxExemptionList } from "../../../shared/contracts/institutional";
import { DEFAULT_COUNTRY } from "../../../shared/geo";
import { StateField } from "../../components/region-fields";
import { TextField } from "../../components/text-field";
import { Badge } from "../../components/ui/badge";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { formatDay } from "../../lib/dates";
import { USER_TAX_EXEMPTIONS_KEY } from "../../lib/query-keys";
import { uploadFile } from "../../lib/uploads";
import { exemptionFormDefaults, exemptionFormSchema, type ExemptionFiling } from "./document-forms";
import { fieldsOf } from "../../lib/form-fields";
import { FilingCard } from "./filing-card";

/** The account's sales-tax exemption certificates: file one (upload + state, number, expiry), see their status. */
export function TaxExemptionsCard() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: USER_TAX_EXEMPTIONS_KEY, queryFn: getQueryFn(taxExemptionList) });
  const form = useForm({ resolver: zodResolver(exemptionFormSchema), defaultValues: exemptionFormDefaults });
  const field = fieldsOf(form);
  const submit = useMutation({
    mutationFn: async ({ file, ...filing }: ExemptionFiling) => {
      const fileUrl = await uploadFile("/api/user/tax-exemptions/upload", file);
      return apiJson("POST", "/api/user/tax-exemptions", taxExemption, { ...filing, fileUrl });
    },
    onSuccess: async () => {
      toast({ title: "Certificate filed", description: "We will review it; approved certificates make orders to their state tax-free." });
      // Without values, react-hook-form also resets the form element, which is what empties the file input.
      form.reset();
      await queryClient.invalidateQueries({ queryKey: USER_TAX_EXEMPTIONS_KEY });
    },
    onError: (error) => toast({ title: "Not filed", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <FilingCard
      title="Tax-exemption certificates"
      description="Resellers, universities and government buyers: an approved certificate for the ship-to state removes the sales tax."
      form={{
        fields: (
          <>
            {/* Certificates exempt from a US state's sales tax: the state picker of a US address. */}
            <StateField id="exemption-state" country={DEFAULT_COUNTRY} {...field("state")} />
            <TextField id="exemption-number" label="Certificate number" {...field("certificateNumber")} />
            <TextField id="exemption-expires" label="Expires on" type="date" {...field("expiresOn")} />
            <TextField
              id="exemption-file"
              label="Certificate (PDF or image)"
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              {...field("file")}
            />
          </>
        ),
        onSubmit: (event) => void form.handleSubmit((values) => submit.mutate(values))(event),
        gap: "gap-3",
        submitLabel: "File certificate",
        pending: submit.isPending,
      }}
      records={{ label: "Your certificates", items: list.data }}
    >
      {(item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span>
            {item.certificateNumber} · {item.state} · expires {formatDay(item.expiresOn)}
            {item.reason ? <span className="text-muted-foreground"> · {item.reason}</span> : null}
          </span>
          <span className="flex items-center gap-3">
            {/* Served to this account and to staff only: a same-origin link carries the session cookie. */}
            <a className="text-primary underline" href={item.fileUrl} target="_blank" rel="noreferrer">
              View certificate
            </a>
            <Badge variant={item.status === "approved" ? "secondary" : item.status === "pending" ? "default" : "outline"}>
              {item.status}
            </Badge>
          </span>
        </li>
      )}
    </FilingCard>
  );
}
