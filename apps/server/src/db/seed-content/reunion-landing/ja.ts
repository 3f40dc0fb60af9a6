import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE =
  'プラットフォーム説明にある例示の数字で、出典はまだありません。運営者が出典付きの数字に置き換えます。';

export const ja: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: '人が行方不明と届け出られています', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: '行動のゴールデンタイム',
      source: '統計ではなく助言です。すぐに届け出てください。行方不明になってから最初の数時間が最も大切です。',
    },
    unsolved: { value: '70%', label: 'の案件がまだ未解決', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: 'の人が届け出の方法を知っています', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: { description: '架空の例：身元や書類の確認を手伝う戸籍事務所。' },
    familySupport: { description: '架空の例：捜索中の家族を支える公的機関。' },
    safetyCouncil: { description: '架空の例：地域に安全情報を伝える協議会。' },
    lanternLabs: { description: '架空の例：捜索ツールに技術者の時間を寄付するスタジオ。' },
    blueCloud: { description: '架空の例：プラットフォームの稼働を支えるホスティング会社。' },
    digitalMaps: { description: '架空の例：地名と範囲を改善する地図チーム。' },
    handsTogether: { description: '架空の例：ポスターを配るボランティアの集まり。' },
    warmHome: { description: '架空の例：見つかった人を迎え、世話をするボランティア。' },
    bridgeOfHope: { description: '架空の例：家族とカウンセラーをつなぐネットワーク。' },
  },
  testimonials: {
    family: {
      role: '行方不明者の家族',
      location: 'ハノイ',
      content:
        '弟がいなくなったとき、何から始めればよいか分かりませんでした。写真と案件番号のある一つのページのおかげで、親戚みんなが同じ事実を共有できました。',
    },
    volunteer: {
      role: 'ボランティア',
      location: 'ホーチミン市',
      content:
        '毎晩、自分の区の近くの案件を地図で確認しています。最後に見られた場所が町村単位で分かるので、必要な場所にポスターを貼れます。',
    },
    socialWorker: {
      role: 'ソーシャルワーカー',
      location: 'ダナン',
      content:
        '家族は疲れ切って私のもとに来ます。案件の状況と経過が分かるページがあれば、同じ話を何度も繰り返さずに済みます。',
    },
    police: {
      role: '警察官',
      location: 'ハイフォン',
      content:
        '変わらない案件番号は、さまざまな人からの情報を照らし合わせる助けになります。連絡先は非公開なので、家族に電話が殺到しません。',
    },
    mother: {
      role: '子どもと再会した母親',
      location: 'カントー',
      content: 'このサイトのカードを見た方が娘に気づき、案件の番号に電話をくれました。あの夜のことは一生忘れません。',
    },
  },
  slogans: {
    noOneLeft: {
      title: '誰も置き去りにしない',
      content: 'どれだけ時間がかかっても、行方不明の人は皆、探される価値があります。',
    },
    stronger: {
      title: '力を合わせて',
      content: '一度の共有、一枚のポスター、一本の電話。小さな行動が再会につながります。',
    },
    brightHope: { title: '明るい希望', content: '家族は希望を持ち続けます。私たちは案件が見え続けるようにします。' },
    endlessLove: { title: '限りない愛', content: '愛は国境でも、年月でも、沈黙でも終わりません。' },
    techForPeople: { title: '人のためのテクノロジー', content: '地図、検索、通知は、家族のために作られています。' },
  },
};
