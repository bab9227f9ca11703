import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { taxExemption, taxExemptionList } from "../../../shared/contracts/institutional";
import { US_STATES } from "../../../shared/geo";
import { PendingButton } from "../../components/pending-button";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { uploadCustomerFile } from "../../lib/customer-upload";

const KEY = ["/api/user/tax-exemptions"] as const;

/** The account's sales-tax exemption certificates: file one (upload + state, number, expiry), see their status. */
export function TaxExemptionsCard() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: getQueryFn(taxExemptionList) });
  const [state, setState] = useState("CA");
  const [certificateNumber, setNumber] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const submit = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error("Please choose the certificate file (PDF or image)");
      const fileUrl = await uploadCustomerFile("/api/user/tax-exemptions/upload", file);
      return apiJson("POST", "/api/user/tax-exemptions", taxExemption, { state, certificateNumber, expiresOn, fileUrl });
    },
    onSuccess: async () => {
      toast({ title: "Certificate filed", description: "We will review it; approved certificates make orders to their state tax-free." });
      setNumber("");
      setExpiresOn("");
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => toast({ title: "Not filed", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tax-exemption certificates</CardTitle>
        <CardDescription>
          Resellers, universities and government buyers: an approved certificate for the ship-to state removes the sales tax.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          className="grid gap-3 sm:grid-cols-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit.mutate();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="exemption-state">State</Label>
            <NativeSelect id="exemption-state" value={state} onChange={(e) => setState(e.target.value)}>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="exemption-number">Certificate number</Label>
            <Input id="exemption-number" value={certificateNumber} onChange={(e) => setNumber(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="exemption-expires">Expires on</Label>
            <Input id="exemption-expires" type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="exemption-file">Certificate (PDF or image)</Label>
            <Input
              id="exemption-file"
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <div className="sm:col-span-2">
            <PendingButton type="submit" pending={submit.isPending}>
              File certificate
            </PendingButton>
          </div>
        </form>
        {list.data && list.data.length > 0 ? (
          <ul className="divide-y rounded-md border text-sm" aria-label="Your certificates">
            {list.data.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  {item.certificateNumber} · {item.state} · expires {item.expiresOn}
                  {item.reason ? <span className="text-muted-foreground"> · {item.reason}</span> : null}
                </span>
                <Badge variant={item.status === "approved" ? "secondary" : item.status === "pending" ? "default" : "outline"}>
                  {item.status}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
