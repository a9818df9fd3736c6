/**
 * Who is told of an order's progress (approval, parcels, payments, completion): its creator, and the address
 * subscribed in its detail when it is another one (compared without case).
 */
export function orderUpdateRecipients(creatorEmail: string, subscribedEmail: string | null): string[] {
  const subscribed = subscribedEmail?.trim().toLowerCase();
  return subscribed && subscribed !== creatorEmail.toLowerCase()
    ? [creatorEmail, subscribed]
    : [creatorEmail];
}
