import { and, eq, lt, sql } from "drizzle-orm";
import { authSession } from "../db/schema.server";
import { data, redirect, type RouterContextProvider } from "react-router";
import { type Services, servicesContext } from "../context.server";
import { ApiError } from "../http/api-error.server";
import { AUTH_TEXTS, ROLES, type Role } from "@domain/auth/account";

/** The signed-in person behind a request, as every admin check sees it. */
export interface Viewer {
  userId: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
  /** An admin whose second factor is in place (or not required: ADMIN_MFA=optional): may open every dashboard. */
  isAdmin: boolean;
  /** An admin who must enrol a second factor before any dashboard (ADMIN_MFA=required). */
  mustEnrolTwoFactor: boolean;
}

/**
 * The session's viewer, or null (no session, an expired one, or one idle for longer than SESSION_IDLE_MINUTES).
 * The idle limit is ours: the library only knows the absolute lifetime. A session in use has its `updated_at` moved
 * at most once a minute, so a dashboard refreshing every 30 s does not write at each read.
 */
export async function viewerFromHeaders(services: Services, headers: Headers): Promise<Viewer | null> {
  if (!headers.get("cookie") && !headers.get("authorization")) return null;
  const found = await services.auth.api.getSession({ headers });
  if (!found) return null;
  const { session, user } = found;
  const idleMs = services.config.SESSION_IDLE_MINUTES * 60_000;
  if (Date.now() - new Date(session.updatedAt).getTime() > idleMs) {
    await services.db.delete(authSession).where(eq(authSession.id, session.id));
    return null;
  }
  await services.db
    .update(authSession)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(authSession.id, session.id), lt(authSession.updatedAt, sql`now() - interval '1 minute'`)));
  const role: Role = ROLES.includes(user.role as Role) ? (user.role as Role) : "user";
  const twoFactorEnabled = Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled);
  const secondFactorSatisfied = twoFactorEnabled || services.config.ADMIN_MFA === "optional";
  return {
    userId: user.id,
    email: user.email,
    role,
    twoFactorEnabled,
    isAdmin: role === "admin" && secondFactorSatisfied,
    mustEnrolTwoFactor: role === "admin" && !secondFactorSatisfied,
  };
}

interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Each request's viewer: the root loader and a dashboard's loader ask for it in the same request, checked once. */
const viewers = new WeakMap<Readonly<RouterContextProvider>, Promise<Viewer | null>>();

export function getViewer({ request, context }: RequestArgs): Promise<Viewer | null> {
  let viewer = viewers.get(context);
  if (!viewer) {
    viewer = viewerFromHeaders(context.get(servicesContext), request.headers);
    viewers.set(context, viewer);
  }
  return viewer;
}

/** Whether the person behind this request is a signed-in admin (with the second factor the configuration asks for). */
export async function isAdminRequest(args: RequestArgs): Promise<boolean> {
  // The public pages ask this for the admin strip only: a session check that fails must not take them down.
  return getViewer(args).then(
    (viewer) => viewer?.isAdmin ?? false,
    (error: unknown) => {
      args.context.get(servicesContext).log.error({ err: error }, "session check failed");
      return false;
    },
  );
}

/** Why a dashboard sent the browser to /auth: read by the /auth page, which says it. */
export const AUTH_REDIRECTS = {
  /** A browser holding a session cookie the server no longer honours. */
  sessionExpired: "/auth?session=expiree",
  /** A signed-in account without the admin role. */
  notAnAdmin: "/auth?raison=admin",
  signedOut: "/auth",
} as const;

/**
 * For every admin page loader (docs/product-decisions.md): anyone but a signed-in admin is sent to the sign-in page;
 * a browser that still holds a session cookie the server no longer honours is told its session expired, and a
 * signed-in account without the admin role that the page is for admins. An admin who has not enrolled the second
 * factor yet finds the enrolment there.
 */
export async function requireAdmin(args: RequestArgs): Promise<Viewer> {
  // A check that fails (not a refusal) is said as such on the page, never as the data failing to load.
  const viewer = await getViewer(args).catch(() => {
    throw data(AUTH_TEXTS.authCheckFailed, { status: 503 });
  });
  if (viewer?.isAdmin) return viewer;
  if (viewer && !viewer.mustEnrolTwoFactor) throw redirect(AUTH_REDIRECTS.notAnAdmin);
  const heldSession = !viewer && /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(args.request.headers.get("cookie") ?? "");
  throw redirect(heldSession ? AUTH_REDIRECTS.sessionExpired : AUTH_REDIRECTS.signedOut);
}

/** For every admin call and download: 401 without a session, 403 for a session that is not an admin's. */
export async function requireAdminApi(args: RequestArgs): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (!viewer) throw new ApiError(401, AUTH_TEXTS.signInRequired);
  if (!viewer.isAdmin) throw new ApiError(403, AUTH_TEXTS.adminRequired);
  return viewer;
}
