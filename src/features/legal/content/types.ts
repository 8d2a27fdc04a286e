/**
 * Shape of the legal documents (Terms of Use, Privacy Policy, sign-up agreement).
 * All strings are plain text (no HTML); the page renders each paragraph and list item as-is.
 */

export interface LegalSection {
  /** Short ASCII kebab-case id, identical across languages (usable as an anchor). */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** Human-readable "last updated / effective" date in the document's language. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalContent {
  terms: LegalDocument;
  privacy: LegalDocument;
  agreement: LegalDocument;
}

/** Version of the sign-up agreement a realtor accepts; store it with the acceptance record. */
export const AGREEMENT_VERSION = '2026-11-01';
