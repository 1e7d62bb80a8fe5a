import { Text } from "@react-email/components";
import { brand } from "@domain/brand";

/** The close of every e-mail to a customer; with the phone where the customer is likely to call back. */
export function EmailSignOff({ withPhone = false }: { withPhone?: boolean }) {
  return (
    <Text style={{ fontSize: 14 }}>
      Bien cordialement,
      <br />
      L'équipe {brand.name}
      {withPhone ? ` – ${brand.phone.display}` : ""}
    </Text>
  );
}
