import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { contactInput, contactResponse, type ContactData } from "../../../shared/contracts/contact";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";

const EMPTY = { name: "", email: "", phone: "", message: "" };

export function ContactForm() {
  const form = useForm({ resolver: zodResolver(contactInput), defaultValues: EMPTY });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: (data: ContactData) => apiJson("POST", "/api/contact", contactResponse, data),
    onSuccess: () => {
      toast({ title: "Message Sent!", description: "We'll get back to you as soon as possible." });
      form.reset(EMPTY);
    },
    onError: (error) => {
      toast({ title: "Error", description: serverMessage(error, "Failed to send message. Please try again."), variant: "destructive" });
    },
  });

  const onSubmit = form.handleSubmit((data) => send.mutate(data));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message} className="gap-2">
          {(aria) => <Input {...aria} autoComplete="name" {...form.register("name")} />}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message} className="gap-2">
          {(aria) => <Input {...aria} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
      </div>
      <FormField
        id="contact-phone"
        label={
          <>
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.phone?.message}
        className="gap-2"
      >
        {(aria) => <Input {...aria} type="tel" autoComplete="tel" {...form.register("phone")} />}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message} className="gap-2">
        {(aria) => (
          <Textarea
            {...aria}
            rows={6}
            placeholder="Tell us about your measurement, the product you are interested in or your project."
            {...form.register("message")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
