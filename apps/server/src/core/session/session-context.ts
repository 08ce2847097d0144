import type { SessionStage } from './sessions-repo.js';

/** Who is calling, once the bearer token has been checked. */
export interface SessionContext {
  sessionId: number;
  userId: number;
  companyId: number;
  emailKey: string;
  stage: SessionStage;
  roles: string[];
}
