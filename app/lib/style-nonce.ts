import { setNonce } from "get-nonce";

/*
 * Radix's dialogs lock the page's scroll with a <style> element they insert at run time (react-remove-scroll); under
 * the CSP it needs this page's nonce, which the server wrote on its scripts (the browser keeps it readable to
 * scripts only, through the `nonce` property). Imported first by app/hydrate-document.tsx (pages served as islands
 * have no dialog).
 */
setNonce(document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");
