import type { ReactNode } from "react";
import { Link } from "react-router";
import { CompanyPage } from "./company-page";
import { PageSection } from "./page-section";
import type { Block, Inline, ProsePageContent, ProseSection, Text } from "./prose";

interface ProsePageProps {
  content: ProsePageContent;
  /** What stands between the header and the first section (the shipping page's highlights). */
  intro?: ReactNode;
  /** The pieces the text names with `{ insert }`. */
  inserts?: Readonly<Record<string, ReactNode>>;
  className?: string;
}

/** A company page that is mostly text (policies, shipping): its content data drawn as titled sections. */
export function ProsePage({ content, intro, inserts = {}, className }: ProsePageProps) {
  return (
    <CompanyPage
      narrow={content.narrow}
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      lastUpdated={content.lastUpdated}
      className={className}
    >
      {intro}
      {content.sections.map((section) => (
        <TextSection key={section.id} section={section} inserts={inserts} />
      ))}
    </CompanyPage>
  );
}

/** One section of content data: its h2 and its text (a page that is not all text places them itself). */
export function TextSection({ section, inserts = {} }: { section: ProseSection; inserts?: Readonly<Record<string, ReactNode>> }) {
  return (
    <PageSection id={section.id} title={section.title}>
      {section.blocks.map((block, index) => (
        <ProseBlock key={index} block={block} inserts={inserts} />
      ))}
    </PageSection>
  );
}

function ProseBlock({ block, inserts }: { block: Block; inserts: Readonly<Record<string, ReactNode>> }) {
  if ("p" in block) return <p>{runOf(block.p)}</p>;
  if ("ul" in block) return <ul>{itemsOf(block.ul)}</ul>;
  if ("ol" in block) return <ol className="list-decimal space-y-1.5 pl-5">{itemsOf(block.ol)}</ol>;
  return inserts[block.insert] ?? null;
}

function itemsOf(items: readonly Text[]) {
  return items.map((item, index) => <li key={index}>{runOf(item)}</li>);
}

function runOf(text: Text) {
  return text.map((piece, index) => <InlinePiece key={index} piece={piece} />);
}

function InlinePiece({ piece }: { piece: Inline }) {
  if (typeof piece === "string") return piece;
  if ("strong" in piece) return <strong>{piece.strong}</strong>;
  if ("to" in piece) return <Link to={piece.to}>{piece.text}</Link>;
  // A phone number is not broken across lines.
  return (
    <a href={piece.href} className={piece.href.startsWith("tel:") ? "whitespace-nowrap" : undefined}>
      {piece.text}
    </a>
  );
}
