import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isScript,
  scriptOfLanguages,
  toCyrillic,
  toLatin,
  type TransliterationRules,
} from '../src/script.ts';

const locales = new URL('../../../locales/', import.meta.url);
const rules = JSON.parse(
  readFileSync(new URL('transliteration-exceptions.json', locales), 'utf8'),
) as TransliterationRules;
const cyrillic = (text: string) => toCyrillic(text, rules);

describe('toCyrillic', () => {
  it('writes every letter of the Serbian Latin alphabet', () => {
    expect(cyrillic('abcčćdđefghijklmnoprsštuvzž')).toBe('абцчћдђефгхијклмнопрсштувзж');
    expect(cyrillic('Pretraži')).toBe('Претражи');
    expect(cyrillic('Đurđevdan, Ćuprija, Šabac, Čačak, Žabalj')).toBe(
      'Ђурђевдан, Ћуприја, Шабац, Чачак, Жабаљ',
    );
  });

  it('makes lj, nj and dž one letter, in every case', () => {
    expect(cyrillic('ljubičasta konj džep')).toBe('љубичаста коњ џеп');
    expect(cyrillic('Ljubičasta Njegoš Džep')).toBe('Љубичаста Његош Џеп');
    expect(cyrillic('LJubav NJegoš DŽep')).toBe('Љубав Његош Џеп');
  });

  it('keeps lj, nj and dž two letters in the words of the exceptions, case as written', () => {
    expect(cyrillic('injekcija Injekcija INJEKCIJOM')).toBe('инјекција Инјекција INJEKCIJOM');
    expect(cyrillic('konjunktura, nadživeti, podžanr, vanjezički')).toBe(
      'конјунктура, надживети, поджанр, ванјезички',
    );
    expect(cyrillic('Nadživeće')).toBe('Надживеће');
    // Only the exception's beginning: a later digraph of the same word is one letter.
    expect(cyrillic('injekcijanje')).toBe('инјекцијање');
    // A word that only contains an exception elsewhere is not one.
    expect(cyrillic('konjugacija konj')).toBe('конјугација коњ');
  });

  it('leaves brands, units, addresses and abbreviations in Latin', () => {
    expect(cyrillic('Apple CarPlay / Android Auto')).toBe('Apple CarPlay / Android Auto');
    expect(cyrillic('Snaga motora (kW), kubikaža (cm³), 120 km, 4x4 sa reduktorom')).toBe(
      'Снага мотора (kW), кубикажа (cm³), 120 km, 4x4 са редуктором',
    );
    expect(cyrillic('PIB, VIN, IPS, ABS, ESP i LED farovi')).toBe(
      'PIB, VIN, IPS, ABS, ESP и LED фарови',
    );
    expect(cyrillic('na AutoBerzi, Volkswagen Golf, Xenon, Citroën')).toBe(
      'на AutoBerzi, Volkswagen Голф, Xenon, Citroën',
    );
    expect(cyrillic('Pišite na podrska@autoberza.rs ili https://autoberza.rs/kontakt.')).toBe(
      'Пишите на podrska@autoberza.rs или https://autoberza.rs/kontakt.',
    );
    expect(cyrillic('www.poverenik.rs')).toBe('www.poverenik.rs');
  });

  it('writes the Serbian abbreviations of the list in Cyrillic', () => {
    expect(cyrillic('cena sa PDV-om, ZZPL')).toBe('цена са ПДВ-ом, ЗЗПЛ');
  });

  it('leaves i18next placeholders, nestings and tags untouched', () => {
    expect(cyrillic('Korisnik {{name}} je blokiran')).toBe('Корисник {{name}} је блокиран');
    expect(cyrillic('Vidi $t(common:nav.search) i $t(cars:count, {"count": {{count}} })')).toBe(
      'Види $t(common:nav.search) и $t(cars:count, {"count": {{count}} })',
    );
    expect(cyrillic('Pročitajte <1>uslove korišćenja</1> i <strong>pravila</strong>.<br/>')).toBe(
      'Прочитајте <1>услове коришћења</1> и <strong>правила</strong>.<br/>',
    );
    expect(cyrillic('<a href="/kontakt">kontakt</a>')).toBe('<a href="/kontakt">контакт</a>');
  });

  it('keeps punctuation, digits and Serbian quotation marks', () => {
    expect(cyrillic('„Pretraži“ – 26. novembra 2026. (12.500 €)')).toBe(
      '„Претражи“ – 26. новембра 2026. (12.500 €)',
    );
  });
});

describe('toLatin', () => {
  it('reads Cyrillic back, Љ, Њ and Џ as Lj, Nj, Dž or in capitals', () => {
    expect(toLatin('Љубичаста коњ Џеп')).toBe('Ljubičasta konj Džep');
    expect(toLatin('ЉУБАВ ЊЕГОШ ЏЕП Џ')).toBe('LJUBAV NJEGOŠ DŽEP Dž');
    expect(toLatin('Инјекција, AutoBerza, {{name}}')).toBe('Injekcija, AutoBerza, {{name}}');
  });

  it('gives back the original Latin of every text of the locale', () => {
    const folder = new URL('sr-Latn/', locales);
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const file of readdirSync(folder)) {
      collect(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
    }
    expect(texts.length).toBeGreaterThan(500);
    const changed = texts.filter((text) => toLatin(cyrillic(text)) !== text);
    expect(changed).toEqual([]);
    // And the Cyrillic is Cyrillic: most texts changed.
    expect(texts.filter((text) => cyrillic(text) !== text).length).toBeGreaterThan(
      texts.length * 0.8,
    );
  });
});

describe('scriptOfLanguages', () => {
  it('follows the first Serbian of the languages: sr-Latn and sr-ME Latin, other Serbian Cyrillic', () => {
    expect(scriptOfLanguages(['sr'])).toBe('sr-Cyrl');
    expect(scriptOfLanguages(['en-US', 'sr-RS'])).toBe('sr-Cyrl');
    expect(scriptOfLanguages(['sr-Cyrl-RS'])).toBe('sr-Cyrl');
    expect(scriptOfLanguages(['sr-Latn', 'sr-Cyrl'])).toBe('sr-Latn');
    expect(scriptOfLanguages(['sr-ME'])).toBe('sr-Latn');
    // No Serbian ("srn" is Sranan Tongo): Latin.
    expect(scriptOfLanguages(['de', 'srn'])).toBe('sr-Latn');
    expect(scriptOfLanguages([])).toBe('sr-Latn');
  });

  it('knows the scripts by their tags only', () => {
    expect(isScript('sr-Cyrl')).toBe(true);
    expect(isScript('sr-Latn')).toBe(true);
    expect(isScript('sr')).toBe(false);
    expect(isScript(undefined)).toBe(false);
  });
});
