import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { contactInput, contactResponse, type ContactData } from "../../../shared/contracts/contact";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { FieldError } from "./field-error";

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
  const invalid = (field: keyof typeof EMPTY) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `contact-${field}-error` } : {};

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input id="contact-name" autoComplete="name" {...form.register("name")} {...invalid("name")} />
          <FieldError id="contact-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input id="contact-email" type="email" autoComplete="email" {...form.register("email")} {...invalid("email")} />
          <FieldError id="contact-email-error" message={errors.email?.message} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-phone">
          Phone <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input id="contact-phone" type="tel" autoComplete="tel" {...form.register("phone")} {...invalid("phone")} />
        <FieldError id="contact-phone-error" message={errors.phone?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          placeholder="Tell us about your measurement, the product you are interested in or your project."
          {...form.register("message")}
          {...invalid("message")}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
