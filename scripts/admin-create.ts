/**
 * `npm run admin:create -- --email … [--password …]`: creates the first admin on a fresh database, or makes an
 * existing account an admin. What is missing is asked for; the password is never echoed. Works on the embedded
 * database (stop the server first) or on DATABASE_URL.
 */
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { PASSWORD_MIN_LENGTH } from "@domain/auth/account";
import { emailAddressSchema } from "@domain/email-address";
import { AdminAccountError, createOrPromoteAdmin } from "../server/auth/accounts.server";
import { SECOND_FACTOR_DUE_HOURS, startSecondFactorDeadline } from "../server/auth/second-factor.server";
import { parseConfig } from "../server/config.server";
import { openScriptDatabase, scriptAuth } from "./lib/demo-database";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });

// One reader and its line iterator for every question: the iterator keeps lines that arrive before they are asked
// for (piped input), where `question()` would drop them. Its echo goes through `echo`, muted for a password.
let muted = false;
const echo = new Writable({
  write(chunk, encoding, done) {
    if (!muted) process.stdout.write(chunk, encoding);
    done();
  },
});
const prompt = createInterface({ input: process.stdin, output: echo, terminal: Boolean(process.stdin.isTTY) });
const lines = prompt[Symbol.asyncIterator]();

async function ask(question: string, hidden = false): Promise<string> {
  process.stdout.write(question);
  muted = hidden;
  const { value } = await lines.next();
  muted = false;
  if (hidden) process.stdout.write("\n");
  return typeof value === "string" ? value : "";
}

/** A refusal said in French on standard error, without a stack trace, and the command fails. */
function refuse(message: string): never {
  prompt.close();
  console.error(message);
  process.exit(1);
}

const parsedEmail = emailAddressSchema.safeParse(values.email ?? (await ask("E-mail de l'administrateur : ")));
if (!parsedEmail.success) refuse(`Adresse e-mail refusée : ${parsedEmail.error.issues[0]?.message ?? "format invalide"}.`);
const email = parsedEmail.data;
const password =
  values.password ??
  (await ask(`Mot de passe (au moins ${PASSWORD_MIN_LENGTH} caractères, laissez vide pour garder celui d'un compte existant) : `, true));
prompt.close();
if (password && password.length < PASSWORD_MIN_LENGTH) refuse(`Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`);

const config = parseConfig();
const database = await openScriptDatabase();
try {
  const outcome = await createOrPromoteAdmin(await scriptAuth(database.pool), email, password || undefined);
  // A second factor within 72 hours, or the account must be made again (docs/decisions/0010-sign-in.md).
  await startSecondFactorDeadline(database.pool, email);
  console.log(outcome === "created" ? `Administrateur créé : ${email}` : `${email} est maintenant administrateur.`);
  if (config.ADMIN_MFA === "required") {
    console.log(
      `À la première connexion sur /auth, il enregistrera une application d'authentification (double authentification), dans les ${SECOND_FACTOR_DUE_HOURS} heures : passé ce délai, il faudra relancer cette commande.`,
    );
  }
} catch (error) {
  // A refusal meant for the person (a new account without a password) is said as such; anything else is a fault.
  if (!(error instanceof AdminAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
