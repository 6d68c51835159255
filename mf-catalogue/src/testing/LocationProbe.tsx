import { useLocation } from 'react-router';

/** Renders the router's current location, so tests can see where a page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
