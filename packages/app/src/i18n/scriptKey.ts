/** Where a browser keeps the reader's choice of script (script.ts reads it, showScript.ts writes it). */
export const SCRIPT_KEY = 'autoberza:script';
