import type { CaseStatus, LanguageCode } from '@site/contracts';

/** The mails a family gets about its report, in the language the report was sent in. */
export type ReportMail =
  | { kind: 'received' }
  | { kind: 'needs_info'; note: string | null }
  | { kind: 'rejected'; note: string | null }
  | { kind: 'published' }
  | { kind: 'case_status'; status: CaseStatus };

interface MailTexts {
  received: [subject: string, body: string];
  needs_info: [subject: string, body: string];
  rejected: [subject: string, body: string];
  published: [subject: string, body: string];
  case_status: [subject: string, body: string];
  statuses: Record<CaseStatus, string>;
  note: string;
  link: string;
  footer: string;
}

// `{n}` is the case number, `{status}` the case's new status. Plain text: no markup anywhere.
const TEXTS: Record<LanguageCode, MailTexts> = {
  en: {
    received: [
      'We have received your report {n}',
      'Thank you. We have received your report about a missing person. Its number is {n}: keep it, and quote it when you contact us.\nA moderator will read it soon. Nothing of it is public until it has been checked.',
    ],
    needs_info: [
      'Your report {n}: we need more information',
      'A moderator has read your report {n} and needs more information before it can be published.',
    ],
    rejected: ['Your report {n} was not published', 'A moderator has read your report {n} and could not publish it.'],
    published: [
      'Your report {n} is published',
      'Your report {n} has been checked and published as a public case. Share the page below with people who may have seen the person.',
    ],
    case_status: ['Case {n}: {status}', 'The status of case {n} is now: {status}.'],
    statuses: { missing: 'missing', investigating: 'being investigated', found: 'found' },
    note: "The moderator's note:",
    link: 'The public case:',
    footer:
      'This message was sent because you gave this address in a missing-person report. Please do not reply to it.',
  },
  vi: {
    received: [
      'Chúng tôi đã nhận được báo cáo {n} của bạn',
      'Cảm ơn bạn. Chúng tôi đã nhận được báo cáo về người mất tích. Mã hồ sơ là {n}: hãy giữ mã này và ghi rõ khi liên hệ với chúng tôi.\nNgười kiểm duyệt sẽ sớm đọc báo cáo. Không có thông tin nào được công khai trước khi được kiểm tra.',
    ],
    needs_info: [
      'Báo cáo {n}: chúng tôi cần thêm thông tin',
      'Người kiểm duyệt đã đọc báo cáo {n} của bạn và cần thêm thông tin trước khi có thể đăng.',
    ],
    rejected: [
      'Báo cáo {n} của bạn chưa được đăng',
      'Người kiểm duyệt đã đọc báo cáo {n} của bạn và không thể đăng báo cáo này.',
    ],
    published: [
      'Báo cáo {n} của bạn đã được đăng',
      'Báo cáo {n} của bạn đã được kiểm tra và đăng thành hồ sơ công khai. Hãy chia sẻ trang dưới đây với những người có thể đã nhìn thấy người mất tích.',
    ],
    case_status: ['Hồ sơ {n}: {status}', 'Trạng thái của hồ sơ {n} hiện là: {status}.'],
    statuses: { missing: 'đang mất tích', investigating: 'đang xác minh', found: 'đã tìm thấy' },
    note: 'Ghi chú của người kiểm duyệt:',
    link: 'Hồ sơ công khai:',
    footer:
      'Thư này được gửi vì bạn đã ghi địa chỉ này trong một báo cáo người mất tích. Vui lòng không trả lời thư này.',
  },
  zh: {
    received: [
      '我们已收到您的报告 {n}',
      '谢谢您。我们已收到您关于失踪人员的报告，编号为 {n}：请保留此编号，联系我们时请注明。\n审核员会尽快阅读。报告在审核之前不会公开任何内容。',
    ],
    needs_info: ['您的报告 {n}：我们需要更多信息', '审核员已阅读您的报告 {n}，发布之前需要更多信息。'],
    rejected: ['您的报告 {n} 未被发布', '审核员已阅读您的报告 {n}，无法发布。'],
    published: [
      '您的报告 {n} 已发布',
      '您的报告 {n} 已经审核并作为公开案件发布。请把下面的页面分享给可能见过此人的人。',
    ],
    case_status: ['案件 {n}：{status}', '案件 {n} 的状态现在是：{status}。'],
    statuses: { missing: '失踪中', investigating: '调查中', found: '已找到' },
    note: '审核员的备注：',
    link: '公开案件：',
    footer: '您在失踪人员报告中留下了此地址，因此收到此邮件。请勿回复。',
  },
  ja: {
    received: [
      '報告 {n} を受け付けました',
      'ありがとうございます。行方不明者についての報告を受け付けました。番号は {n} です。お問い合わせの際はこの番号をお伝えください。\n担当者がまもなく確認します。確認が済むまで、内容は一切公開されません。',
    ],
    needs_info: ['報告 {n}：追加の情報が必要です', '担当者が報告 {n} を確認しました。公開の前に追加の情報が必要です。'],
    rejected: ['報告 {n} は公開されませんでした', '担当者が報告 {n} を確認しましたが、公開できませんでした。'],
    published: [
      '報告 {n} が公開されました',
      '報告 {n} は確認され、公開の事案として掲載されました。この方を見かけたかもしれない人に、下のページを共有してください。',
    ],
    case_status: ['事案 {n}：{status}', '事案 {n} の状況は現在「{status}」です。'],
    statuses: { missing: '行方不明', investigating: '調査中', found: '発見' },
    note: '担当者からのメモ：',
    link: '公開の事案：',
    footer: '行方不明者の報告にこのアドレスが記入されたため、このメールをお送りしています。返信しないでください。',
  },
  ko: {
    received: [
      '신고 {n}을(를) 접수했습니다',
      '감사합니다. 실종자 신고를 접수했습니다. 번호는 {n}입니다. 이 번호를 보관하시고 문의하실 때 알려 주세요.\n검토자가 곧 확인합니다. 확인 전에는 어떤 내용도 공개되지 않습니다.',
    ],
    needs_info: [
      '신고 {n}: 추가 정보가 필요합니다',
      '검토자가 신고 {n}을(를) 읽었으며, 게시하기 전에 추가 정보가 필요합니다.',
    ],
    rejected: ['신고 {n}이(가) 게시되지 않았습니다', '검토자가 신고 {n}을(를) 읽었으나 게시할 수 없었습니다.'],
    published: [
      '신고 {n}이(가) 게시되었습니다',
      '신고 {n}이(가) 확인되어 공개 사건으로 게시되었습니다. 이분을 보았을 수 있는 사람들에게 아래 페이지를 공유해 주세요.',
    ],
    case_status: ['사건 {n}: {status}', '사건 {n}의 현재 상태: {status}.'],
    statuses: { missing: '실종', investigating: '조사 중', found: '찾음' },
    note: '검토자의 메모:',
    link: '공개 사건:',
    footer: '실종자 신고에 이 주소를 적으셨기 때문에 보내 드리는 메일입니다. 회신하지 마세요.',
  },
  fr: {
    received: [
      'Nous avons reçu votre signalement {n}',
      'Merci. Nous avons reçu votre signalement de personne disparue. Son numéro est {n} : gardez-le et rappelez-le quand vous nous écrivez.\nUn modérateur le lira bientôt. Rien n’en est public avant d’avoir été vérifié.',
    ],
    needs_info: [
      'Votre signalement {n} : il nous faut plus d’informations',
      'Un modérateur a lu votre signalement {n} et a besoin de plus d’informations avant de pouvoir le publier.',
    ],
    rejected: [
      'Votre signalement {n} n’a pas été publié',
      'Un modérateur a lu votre signalement {n} et n’a pas pu le publier.',
    ],
    published: [
      'Votre signalement {n} est publié',
      'Votre signalement {n} a été vérifié et publié comme dossier public. Partagez la page ci-dessous avec les personnes qui ont pu voir la personne.',
    ],
    case_status: ['Dossier {n} : {status}', 'Le statut du dossier {n} est désormais : {status}.'],
    statuses: { missing: 'disparu', investigating: 'enquête en cours', found: 'retrouvé' },
    note: 'La note du modérateur :',
    link: 'Le dossier public :',
    footer:
      'Vous recevez ce message parce que vous avez donné cette adresse dans un signalement de disparition. Merci de ne pas y répondre.',
  },
  de: {
    received: [
      'Wir haben Ihre Meldung {n} erhalten',
      'Vielen Dank. Wir haben Ihre Meldung über eine vermisste Person erhalten. Ihre Nummer ist {n}: Bitte bewahren Sie sie auf und nennen Sie sie, wenn Sie uns schreiben.\nEin Moderator liest sie bald. Nichts davon ist öffentlich, bevor es geprüft wurde.',
    ],
    needs_info: [
      'Ihre Meldung {n}: Wir brauchen weitere Angaben',
      'Ein Moderator hat Ihre Meldung {n} gelesen und braucht weitere Angaben, bevor sie veröffentlicht werden kann.',
    ],
    rejected: [
      'Ihre Meldung {n} wurde nicht veröffentlicht',
      'Ein Moderator hat Ihre Meldung {n} gelesen und konnte sie nicht veröffentlichen.',
    ],
    published: [
      'Ihre Meldung {n} ist veröffentlicht',
      'Ihre Meldung {n} wurde geprüft und als öffentlicher Fall veröffentlicht. Teilen Sie die Seite unten mit Menschen, die die Person gesehen haben könnten.',
    ],
    case_status: ['Fall {n}: {status}', 'Der Status von Fall {n} ist jetzt: {status}.'],
    statuses: { missing: 'vermisst', investigating: 'in Ermittlung', found: 'gefunden' },
    note: 'Die Notiz des Moderators:',
    link: 'Der öffentliche Fall:',
    footer:
      'Sie erhalten diese Nachricht, weil Sie diese Adresse in einer Vermisstenmeldung angegeben haben. Bitte antworten Sie nicht darauf.',
  },
  es: {
    received: [
      'Hemos recibido su aviso {n}',
      'Gracias. Hemos recibido su aviso de persona desaparecida. Su número es {n}: guárdelo y menciónelo cuando nos escriba.\nUn moderador lo leerá pronto. Nada de él es público hasta que se haya comprobado.',
    ],
    needs_info: [
      'Su aviso {n}: necesitamos más información',
      'Un moderador ha leído su aviso {n} y necesita más información antes de poder publicarlo.',
    ],
    rejected: ['Su aviso {n} no se ha publicado', 'Un moderador ha leído su aviso {n} y no ha podido publicarlo.'],
    published: [
      'Su aviso {n} está publicado',
      'Su aviso {n} se ha comprobado y publicado como caso público. Comparta la página de abajo con quienes puedan haber visto a la persona.',
    ],
    case_status: ['Caso {n}: {status}', 'El estado del caso {n} es ahora: {status}.'],
    statuses: { missing: 'desaparecida', investigating: 'en investigación', found: 'encontrada' },
    note: 'La nota del moderador:',
    link: 'El caso público:',
    footer:
      'Recibe este mensaje porque dio esta dirección en un aviso de persona desaparecida. Por favor, no responda.',
  },
  ru: {
    received: [
      'Мы получили ваше заявление {n}',
      'Спасибо. Мы получили ваше заявление о пропавшем человеке. Его номер {n}: сохраните его и называйте, когда пишете нам.\nМодератор скоро его прочтёт. Ничего из него не публикуется до проверки.',
    ],
    needs_info: [
      'Ваше заявление {n}: нужны дополнительные сведения',
      'Модератор прочёл ваше заявление {n}, и перед публикацией нужны дополнительные сведения.',
    ],
    rejected: ['Ваше заявление {n} не опубликовано', 'Модератор прочёл ваше заявление {n} и не смог его опубликовать.'],
    published: [
      'Ваше заявление {n} опубликовано',
      'Ваше заявление {n} проверено и опубликовано как открытое дело. Поделитесь страницей ниже с теми, кто мог видеть этого человека.',
    ],
    case_status: ['Дело {n}: {status}', 'Статус дела {n} теперь: {status}.'],
    statuses: { missing: 'пропал без вести', investigating: 'идёт проверка', found: 'найден' },
    note: 'Заметка модератора:',
    link: 'Открытое дело:',
    footer:
      'Вы получили это письмо, потому что указали этот адрес в заявлении о пропавшем человеке. Пожалуйста, не отвечайте на него.',
  },
  ar: {
    received: [
      'تلقّينا بلاغك {n}',
      'شكرًا لك. تلقّينا بلاغك عن شخص مفقود. رقمه {n}: احتفظ به واذكره عند التواصل معنا.\nسيقرؤه أحد المشرفين قريبًا. لا يُنشر شيء منه قبل التحقق منه.',
    ],
    needs_info: [
      'بلاغك {n}: نحتاج إلى مزيد من المعلومات',
      'قرأ أحد المشرفين بلاغك {n} ويحتاج إلى مزيد من المعلومات قبل نشره.',
    ],
    rejected: ['لم يُنشر بلاغك {n}', 'قرأ أحد المشرفين بلاغك {n} ولم يتمكن من نشره.'],
    published: [
      'نُشر بلاغك {n}',
      'تم التحقق من بلاغك {n} ونشره حالةً عامة. شارك الصفحة أدناه مع من قد يكونون رأوا الشخص.',
    ],
    case_status: ['الحالة {n}: {status}', 'وضع الحالة {n} الآن: {status}.'],
    statuses: { missing: 'مفقود', investigating: 'قيد التحقيق', found: 'تم العثور عليه' },
    note: 'ملاحظة المشرف:',
    link: 'الحالة العامة:',
    footer: 'وصلتك هذه الرسالة لأنك كتبت هذا العنوان في بلاغ عن شخص مفقود. يُرجى عدم الرد عليها.',
  },
};

/** Every language a mail is written in (all the site's languages). */
export const REPORT_MAIL_LANGUAGES = Object.keys(TEXTS) as LanguageCode[];

/**
 * One mail to the family, in `lang`: subject and plain-text body with the case number, the moderator's note
 * (asking for information, or saying why the report was not published) and the public case's link once there
 * is one. `caseUrl` is the case page's address.
 */
export function reportEmail(
  lang: LanguageCode,
  mail: ReportMail,
  facts: { caseNumber: string; caseUrl: string },
): { subject: string; text: string } {
  const texts = TEXTS[lang] ?? TEXTS.en;
  const [subject, body] = texts[mail.kind];
  const fill = (template: string) =>
    template
      .replaceAll('{n}', facts.caseNumber)
      .replaceAll('{status}', mail.kind === 'case_status' ? texts.statuses[mail.status] : '');
  const lines = [fill(body)];
  if ((mail.kind === 'needs_info' || mail.kind === 'rejected') && mail.note) lines.push('', texts.note, mail.note);
  if (mail.kind === 'published' || mail.kind === 'case_status') lines.push('', texts.link, facts.caseUrl);
  lines.push('', '—', texts.footer);
  return { subject: fill(subject), text: lines.join('\n') };
}
