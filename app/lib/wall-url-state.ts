// The wall calculator's URL state lives in the domain (domain/wall/wall-link.ts): the report's link is built on the server.
export * from "@domain/wall/wall-link";
