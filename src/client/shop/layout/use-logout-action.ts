import { useNavigate } from "react-router";
import { toast } from "../../hooks/use-toast";
import { serverMessage } from "../../lib/api";
import { useLogout } from "../../lib/auth";

/** Logs out, goes home, and shows "Logout failed" with the reason on error. */
export function useLogoutAction(): { logout: () => void; isPending: boolean } {
  const navigate = useNavigate();
  const mutation = useLogout();
  return {
    isPending: mutation.isPending,
    // mutateAsync, not mutate's callbacks: the account menu that started this unmounts as soon as
    // the user is cleared, and a mutate callback of an unmounted component never runs.
    logout: () => {
      mutation.mutateAsync().then(
        () => navigate("/"),
        (error: Error) =>
          toast({
            title: "Logout failed",
            description: serverMessage(error),
            variant: "destructive",
          }),
      );
    },
  };
}
