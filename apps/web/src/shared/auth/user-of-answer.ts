import type { Answer } from '@livery/api-schemas/answer';
import type { currentUserResponse, User } from '@livery/api-schemas/users';
import { setDisplayTimeZone } from '../format/date.ts';

export type CurrentUserAnswer = Answer<typeof currentUserResponse>;

/** GET /api/users's answer: the user, after the provider's time zone it names is set for every date shown. */
export function userOfAnswer(answer: CurrentUserAnswer): User {
  setDisplayTimeZone(answer.time_zone);
  return answer.user;
}
