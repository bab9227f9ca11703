import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { certificateVerifyQuery } from "../../../shared/contracts/units";
import { PrintedNumberField } from "../../components/text-field";
import { Button } from "../../components/ui/button";
import { fieldsOf } from "../../lib/form-fields";

interface Numbers {
  serial: string;
  certificate: string;
}

interface VerifyCertificateFormProps {
  /** The numbers in the URL (null until hydrated): the form shows them. */
  asked: Numbers | null;
  onCheck: (values: Numbers) => void;
}

/** The serial number and the certificate number; checking puts them in the URL. */
export function VerifyCertificateForm({ asked, onCheck }: VerifyCertificateFormProps) {
  const form = useForm({ resolver: zodResolver(certificateVerifyQuery), defaultValues: { serial: "", certificate: "" } });
  const field = fieldsOf(form);
  const { reset } = form;
  const serial = asked?.serial;
  const certificate = asked?.certificate;
  // A shared link, or back and forward between checks: the fields follow the URL. The URL is read
  // once hydrated; if it asks nothing then, what the visitor has already typed stays.
  const followed = useRef(false);
  useEffect(() => {
    if (serial === undefined || certificate === undefined) return;
    const first = !followed.current;
    followed.current = true;
    if (first && !serial && !certificate) return;
    reset({ serial, certificate });
  }, [serial, certificate, reset]);

  return (
    <form onSubmit={(event) => void form.handleSubmit(onCheck)(event)} noValidate className="grid gap-5 sm:grid-cols-2">
      <PrintedNumberField id="verify-serial" label="Serial number" className="gap-2" {...field("serial")} />
      <PrintedNumberField id="verify-certificate" label="Certificate number" className="gap-2" {...field("certificate")} />
      <Button type="submit" size="lg" className="w-full sm:col-span-2 sm:w-auto sm:justify-self-start">
        Verify certificate
      </Button>
    </form>
  );
}
