import type { UseMutationResult } from "@tanstack/react-query";
import { PendingButton } from "../../components/pending-button";

export type Decision = "approved" | "rejected";

interface DecisionButtonsProps<T> {
  /** The mutation that sends the decision: the button of the decision under way spins, both wait. */
  decide: Pick<UseMutationResult<T, Error, Decision>, "isPending" | "variables" | "mutate">;
  /** Approving is not possible (the page says why). */
  approveBlocked?: boolean;
}

/** Approve and Reject of something staff decide on: a tax-exemption certificate, an instrument's registration. */
export function DecisionButtons<T>({ decide, approveBlocked = false }: DecisionButtonsProps<T>) {
  const button = (decision: Decision, blocked: boolean) => ({
    size: "sm" as const,
    pending: decide.isPending && decide.variables === decision,
    disabled: decide.isPending || blocked,
    onClick: () => decide.mutate(decision),
  });
  return (
    <>
      <PendingButton {...button("approved", approveBlocked)}>Approve</PendingButton>
      <PendingButton variant="outline" {...button("rejected", false)}>
        Reject
      </PendingButton>
    </>
  );
}
