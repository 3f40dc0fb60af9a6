import { ASSISTANT_LANGUAGES, type Language } from '../languages.js';

/**
 * Words too common to tell passages apart, per language, separated by spaces: dropped from passages and
 * questions alike. The lists are kept small on purpose (function words and the question words of a chat), so
 * that no word that can carry the meaning of a question is lost. They are written as people type them; the
 * tokenizer compares them after its own normalisation (lower case, Arabic letters unified, ё→е), and a word
 * typed without accents is also compared with the lists' folded forms (so "khong" is dropped like "không").
 */
const LISTS: Readonly<Record<Language, string>> = {
  en: `a about an and any are as at be been but by can could did do does for from had has have he her here him his
    how i if in into is it its me my of on or our she so some than that the their them then there these they this
    to was we were what when where which who why will with would you your`,
  vi: `à ạ ai bị các cái cho chưa có của cũng đã đang để đó được gì hay hoặc không là mà này nào nên nhé những
    nếu ở ơi rằng rồi sao sẽ thế thì tôi trong và với vì vậy`,
  zh: `的 了 和 是 在 吗 呢 吧 啊 他 她 它 我 你 您 们 这 那 哪 什么 怎么 怎样 如何 为什么 有 没有 过 也 都 就 与 及 或 把
    被 给 对 从 个 一个 么 着 地 得 请问`,
  ja: `の に は を が で て と し た も な か や へ から まで より です ます でした ました しま した する します ある あり
    いる います こと これ それ あれ この その あの どの どう どこ なに 何 なぜ 彼 彼女 ください ですか ますか ません
    これまで ところ として について ように ために`,
  ko: `그 그는 그가 그의 그리고 이 저 것 수 등 및 또는 무엇 무엇을 뭐 어떻게 왜 어디 언제 누가 있나요 있어요 있습니다
    했나요 인가요 입니다 하나요 나요 요 제가 저는 내가`,
  fr: `a à au aux avec ce ces cet cette comment dans de des du elle en est et il je la le les leur lui ma mais me
    mes mon ne ni nous on ou où par pas pour pourquoi quand que quel quelle quelles quels qu qui quoi sa se ses son sont sur
    ta te tu un une vos votre vous y`,
  de: `als am an auch auf aus bei bin bist das dass dem den der des die du ein eine einem einen einer er es für hat
    hatte ich ihr im in ist ja mit wird werden nach nicht oder sein seine sie sind so um und von vor war was welche welcher wer
    wie wo warum wir zu zum zur`,
  es: `a al como cómo con cuál cuáles cuando de del el él ella en es esta este esto ha hay la las le lo los me mi
    mis no o para pero por qué que quién se si sí su sus un una y ya yo`,
  ru: `а без в во вы да для до его ее её же за и из или их к как ли мне мы на не него нет но о об он она они от по
    почему с со так то у что это этот я где когда какие какой кто`,
  ar: `من إلى الى على عن في هل ما ماذا لماذا كيف أين متى هو هي هذا هذه ذلك التي الذي أن إن أو و ثم لا لم لقد قد كان
    مع أي أنا له لها هناك`,
};

/** The lists, one word per entry. */
export const STOPWORDS: Readonly<Record<Language, readonly string[]>> = Object.fromEntries(
  ASSISTANT_LANGUAGES.map((language) => [language, LISTS[language].split(/\s+/).filter(Boolean)]),
) as unknown as Record<Language, readonly string[]>;
