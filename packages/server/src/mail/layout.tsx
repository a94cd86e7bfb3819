import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { FilledMail, MailLink } from './types.ts';

/*
 * The frame every e-mail shares and the blocks a template's view puts in it (React Email
 * components: tables where mail clients need them, styles inline). A view is one mail's page:
 * `<MailLayout mail={mail}>` with its blocks (src/<domain>/mail-views.tsx).
 */

const blue = '#1d4ed8';
const ink = '#1f2937';
// Grey on white at 4.8:1 or more (WCAG AA for small text).
const muted = '#4b5563';
const quiet = '#6b7280';

const paragraph: CSSProperties = {
  margin: '0 0 16px',
  fontSize: 16,
  lineHeight: '24px',
  color: ink,
};

/** A text's lines, each break kept (a contact message is shown as it was written). */
function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** The brand, the heading, the greeting; then the view's blocks; the signature, the footer. */
export function MailLayout({ mail, children }: { mail: FilledMail; children: ReactNode }) {
  const { layout } = mail;
  return (
    <Html lang={mail.script} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{mail.subject}</title>
      </Head>
      <Preview>{mail.preview}</Preview>
      <Body
        style={{ margin: 0, backgroundColor: '#f3f4f6', fontFamily: 'Arial,Helvetica,sans-serif' }}
      >
        <Container
          style={{ maxWidth: 600, width: '100%', backgroundColor: '#ffffff', borderRadius: 8 }}
        >
          <Section style={{ padding: '24px 32px', borderBottom: '1px solid #e5e7eb' }}>
            <Text
              style={{
                margin: 0,
                fontSize: 22,
                lineHeight: '28px',
                fontWeight: 'bold',
                color: blue,
              }}
            >
              {layout.brand}
            </Text>
            <Text style={{ margin: 0, fontSize: 13, lineHeight: '20px', color: muted }}>
              {layout.tagline}
            </Text>
          </Section>
          <Section style={{ padding: 32 }}>
            <Heading
              as="h1"
              style={{ margin: '0 0 24px', fontSize: 22, lineHeight: '28px', color: '#111827' }}
            >
              {mail.heading}
            </Heading>
            {mail.greeting && <Text style={paragraph}>{mail.greeting}</Text>}
            {children}
            <Text style={paragraph}>
              {layout.signature}
              <br />
              {layout.team}
            </Text>
          </Section>
          <Section style={{ padding: '16px 32px', borderTop: '1px solid #e5e7eb' }}>
            {mail.unsubscribes.map((u) => (
              <Text key={u.link} style={{ margin: '0 0 8px', fontSize: 13, lineHeight: '18px' }}>
                <Link href={u.link} style={{ color: muted, textDecorationLine: 'underline' }}>
                  {u.text}
                </Link>
              </Text>
            ))}
            <Text style={{ margin: 0, fontSize: 12, lineHeight: '18px', color: quiet }}>
              {layout.footer}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The body's paragraphs. */
export function Paragraphs({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    <Text key={i} style={paragraph}>
      <Lines text={line} />
    </Text>
  ));
}

/** A list of links, each line its link's words (a digest's cars). */
export function LinkList({ items }: { items: MailLink[] }) {
  if (items.length === 0) return null;
  return (
    <ul style={{ margin: '0 0 16px', paddingLeft: 20, fontSize: 16, lineHeight: '24px' }}>
      {items.map((item) => (
        <li key={item.link} style={{ margin: '0 0 8px' }}>
          <Link href={item.link} style={{ color: blue, textDecorationLine: 'underline' }}>
            {item.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The mail's one action as a button, and its address for a client that shows no button (left
 * out of the text part, which writes the address after the button's words).
 */
export function Action({ mail }: { mail: FilledMail }) {
  const { action } = mail;
  if (!action) return null;
  return (
    <>
      <Section style={{ margin: '24px 0' }}>
        <Button
          href={action.link}
          style={{
            padding: '12px 24px',
            backgroundColor: blue,
            color: '#ffffff',
            borderRadius: 6,
            fontWeight: 'bold',
            fontSize: 16,
          }}
        >
          {action.text}
        </Button>
      </Section>
      <Text
        data-skip-in-text="true"
        style={{ margin: '0 0 16px', fontSize: 13, lineHeight: '20px', color: quiet }}
      >
        {mail.layout.linkFallback}
        <br />
        <Link href={action.link} style={{ color: blue, wordBreak: 'break-all' }}>
          {action.link}
        </Link>
      </Text>
    </>
  );
}

/** A note after the action, in smaller type. */
export function Hint({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Text style={{ margin: '0 0 16px', fontSize: 14, lineHeight: '20px', color: muted }}>
      <Lines text={text} />
    </Text>
  );
}
