import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import type { Address } from "../../../shared/contracts/addresses";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../hooks/use-toast";
import { AddressDialog } from "./address-dialog";
import { serverMessage } from "../../lib/api";
import { useAddresses, useDeleteAddress, useSaveAddress } from "./use-account";

type Editing = { mode: "new" } | { mode: "edit"; address: Address } | null;

export function AddressesCard() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const list = addresses.data ?? [];

  function makeDefault(address: Address) {
    save.mutate(
      { id: address.id, input: { ...address, isDefault: true } },
      { onError: (error) => toast({ title: "Address not saved", description: serverMessage(error), variant: "destructive" }) },
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <h2 className="text-lg font-semibold leading-none tracking-tight">Saved addresses</h2>
          <CardDescription>The checkout fills itself from your default address.</CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing({ mode: "new" })}>
          <Plus aria-hidden="true" />
          Add address
        </Button>
      </CardHeader>
      <CardContent>
        {addresses.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : addresses.isError ? (
          <p className="text-sm text-destructive" role="alert">
            Your addresses could not be loaded. Please refresh the page.
          </p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-md border border-dashed px-6 py-10 text-center">
            <MapPin className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
            <p className="mt-3 text-sm text-muted-foreground">No saved addresses yet. Add one to check out faster.</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
            {list.map((address) => (
              <li key={address.id} className="flex flex-col rounded-md border p-4" aria-label={address.label}>
                <div className="flex items-center gap-2">
                  <span className="font-semibold text-slate-900">{address.label}</span>
                  {address.isDefault ? <Badge variant="secondary">Default</Badge> : null}
                </div>
                <address className="mt-2 flex-1 text-sm not-italic leading-relaxed text-slate-700">
                  {address.name}
                  {address.companyName ? <>, {address.companyName}</> : null}
                  <br />
                  {address.street}
                  <br />
                  {address.city}, {address.state} {address.zipCode}
                  <br />
                  {address.country}
                  <br />
                  {address.phone}
                </address>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing({ mode: "edit", address })}
                    aria-label={`Edit ${address.label}`}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  {!address.isDefault ? (
                    <Button variant="outline" size="sm" onClick={() => makeDefault(address)} disabled={save.isPending}>
                      <Star aria-hidden="true" />
                      Make default
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Delete ${address.label}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(address.id, {
                        onSuccess: () => toast({ title: "Address deleted" }),
                        onError: (error) =>
                          toast({ title: "Address not deleted", description: serverMessage(error), variant: "destructive" }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <AddressDialog
        open={editing !== null}
        address={editing?.mode === "edit" ? editing.address : undefined}
        first={list.length === 0}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </Card>
  );
}
