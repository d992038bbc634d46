// The words of the studio's postal address from content/data/site.yaml, on one line or broken
// into lines; the caller gives the <address> element and its style.
import { graphql } from "gatsby";

export const query = graphql`
  fragment PostalAddress on SiteAddress {
    street
    locality
    postalCode
    country
  }
`;

interface PostalAddressTextProps {
  address: Queries.PostalAddressFragment;
  /** Street, town and country each on a line of their own, rather than one line with commas. */
  lines?: boolean;
  /** Whether the country ends the address; a narrow card may leave it out. */
  withCountry?: boolean;
}

export function PostalAddressText({ address, lines = false, withCountry = true }: PostalAddressTextProps) {
  const { street, locality, postalCode, country } = address;
  if (lines) {
    return (
      <>
        {street}
        <br />
        {locality} {postalCode}
        {withCountry && (
          <>
            <br />
            {country}
          </>
        )}
      </>
    );
  }
  return (
    <>
      {street}, {locality} {postalCode}
      {withCountry && <>, {country}</>}
    </>
  );
}
