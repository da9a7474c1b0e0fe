import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * The token of an e-mailed link, read from the URL fragment (#token=…, never sent to the server),
 * then taken out of the address bar so that it does not stay in the history.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, "")).get("token"));
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}
