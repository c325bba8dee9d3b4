import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

/** Whom the form is for. */
export interface ApplicantDetails {
  name: string;
  email: string;
  azureId: string;
}

/** The form's texts, already translated. */
export interface ApplicationFormTexts {
  title: string;
  intro: string;
  name: string;
  email: string;
  userId: string;
  company: string;
  roles: string;
  date: string;
  signatureUser: string;
  signatureManager: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.13, 0.13, 0.13);
const RULE = rgb(0.55, 0.55, 0.55);

/**
 * The standard PDF fonts speak WinAnsi: Latin-1 letters stay, others lose their accents (NFKD),
 * and what is left that the font cannot draw is dropped rather than failing the whole form.
 */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      for (const candidate of [char, char.normalize('NFKD').replace(/\p{M}/gu, '')]) {
        try {
          font.encodeText(candidate);
          return candidate;
        } catch {
          // try the next spelling
        }
      }
      return '';
    })
    .join('');
}

/**
 * The user application form (spec part 2 §2 "/stats/users"): the user's details, lines to fill in
 * (company, roles asked for, date) and a signature block for the user and the manager. One A4 page.
 */
export async function userApplicationForm(user: ApplicantDetails, texts: ApplicationFormTexts, today: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${texts.title} ${user.name}`);
  pdf.setCreator('Flora CRM');
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;

  const write = (text: string, size: number, font: PDFFont, at = MARGIN) => page.drawText(printable(font, text), { x: at, y, size, font, color: INK });
  const rule = (from: number, to: number) => page.drawLine({ start: { x: from, y: y - 4 }, end: { x: to, y: y - 4 }, thickness: 0.6, color: RULE });

  write(texts.title, 20, bold);
  y -= 28;
  write(texts.intro, 10, regular);
  y -= 40;

  const field = (label: string, value: string) => {
    write(label, 10, bold);
    write(value, 11, regular, MARGIN + 150);
    rule(MARGIN + 150, MARGIN + width);
    y -= 30;
  };
  field(texts.name, user.name);
  field(texts.email, user.email);
  field(texts.userId, user.azureId);
  field(texts.company, '');
  field(texts.roles, '');
  field('', '');
  field(texts.date, today);

  y -= 40;
  const half = (width - 40) / 2;
  for (const [i, label] of [texts.signatureUser, texts.signatureManager].entries()) {
    const x = MARGIN + i * (half + 40);
    write(label, 10, bold, x);
    page.drawRectangle({ x, y: y - 90, width: half, height: 80, borderColor: RULE, borderWidth: 0.8 });
  }
  return pdf.save();
}
