import type { SeedContent } from './types.js';

/** Japanese demo content, translated from en.ts. */
export const ja: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: '年の実務経験' },
    { value: 20, decimals: 0, suffix: '+', label: '納品したプロジェクト' },
    { value: 99.9, decimals: 1, suffix: '%', label: '本番環境の稼働率' },
  ],
  about: {
    heading: 'ビジネスが信頼して任せられるソフトウェアを',
    paragraphs: [
      'ホーチミン市出身のフルスタック開発者です。決済、小売、製造業向けの Web プラットフォーム開発に7年間携わってきました。ビジネス課題の理解からデータモデルの設計、実装、そして本番環境での安定運用まで、開発のすべての工程にやりがいを感じています。',
      '特に力を発揮できるのは、プロダクトとエンジニアリングが交わる領域です。漠然としたアイデアを、高速で安全、かつ変更しやすいシステムへと形にしていきます。重要な部分ではテストファーストで開発し、最適化の前には必ず計測を行い、次の開発者がすぐに動けるよう設計上の判断をドキュメントに残しています。',
    ],
    highlights: [
      'クリーンでテストされたコード',
      'パフォーマンスとスケーラビリティ',
      'わかりやすいコミュニケーション',
      'メンタリングとコードレビュー',
    ],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: 'シニアソフトウェアエンジニア',
      period: '2022年 – 現在',
      location: 'ホーチミン市',
      achievements: [
        '決済ゲートウェイの再構築を主導し、スループットを毎秒300件から2,500件のトランザクションへと向上。',
        'クエリのチューニングと Redis キャッシュ層の導入により、API の p99 レスポンスタイムを900 msから140 msに短縮。',
        'コントラクトテストと CI パイプラインを導入し、本番環境での障害を60%削減。',
        '6名のエンジニアのメンタリングを担当し、週次のアーキテクチャレビューを主催。',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: 'フルスタックエンジニア',
      period: '2019年 – 2022年',
      location: 'ハノイ',
      achievements: [
        '月間40万人の顧客が利用するマルチストア EC プラットフォームを構築。',
        '120店舗とオンラインストア間の在庫同期サービスを設計。',
        'フロントエンドを、4つのプロダクトチームで共有するコンポーネントライブラリへ移行。',
        'バッチ処理をキューベースのワーカー群に移行し、ホスティングコストを35%削減。',
      ],
    },
    {
      company: 'Mekong Software',
      role: 'Web デベロッパー',
      period: '2017年 – 2019年',
      location: 'カントー',
      achievements: [
        '12件のクライアント向け Web サイトと社内ツールを、納期・予算どおりに納品。',
        '3つの工場で利用されている生産計画用の ERP モジュールを開発。',
        'デプロイを自動化し、リリースにかかる時間を1日から15分に短縮。',
        'チームのコーディングガイドラインを作成。現在もオンボーディングで活用されている。',
      ],
    },
  ],
  skills: {
    languages: ['TypeScript', 'JavaScript', 'PHP', 'Go', 'Python', 'SQL'],
    frameworks: ['React', 'Vue.js', 'Node.js', 'Laravel', 'Fastify', 'Next.js'],
    databases: ['PostgreSQL', 'MySQL', 'Redis', 'SQLite', 'MongoDB'],
    tools: ['Git', 'Docker', 'GitHub Actions', 'Playwright', 'Grafana'],
    cloud: ['AWS', 'Google Cloud', 'Kubernetes', 'Terraform', 'Cloudflare'],
  },
  certifications: [
    {
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
      year: '2023',
      url: '',
    },
    { name: 'Certified Kubernetes Application Developer', issuer: 'The Linux Foundation', year: '2022', url: '' },
    { name: 'Professional Scrum Master I', issuer: 'Scrum.org', year: '2021', url: '' },
  ],
  testimonials: [
    {
      text: 'Minh さんは、1分のダウンタイムも出すことなく決済ゲートウェイを再構築してくれました。複雑なトレードオフも平易な言葉で説明してくれ、約束したことは必ずやり遂げてくれます。',
      name: 'Sarah Tran',
      position: '最高技術責任者（CTO）',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Minh さんがプロジェクトに加わってから、オンラインストアの速度が2倍になりました。彼のコードレビューから、チーム全員が多くのことを学びました。',
      name: 'David Le',
      position: 'EC 事業責任者',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: 'ユーザーのことを真剣に考える、信頼できる開発者です。彼が開発した生産計画モジュールは、今も当社の工場の中核を担っています。',
      name: 'Hoa Pham',
      position: 'オペレーション部門ディレクター',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: '的確な見積もり、クリーンなコード、そして充実したドキュメント。重要なプロジェクトがあれば、ぜひまた Minh さんにお願いしたいと思います。',
      name: 'James Walker',
      position: 'プロダクトマネージャー',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': 'Web アプリケーション',
    saas: 'SaaS',
    enterprise: 'エンタープライズ',
    fintech: 'フィンテック',
    ecommerce: 'EC サイト',
    blockchain: 'ブロックチェーン',
  },
  projects: {
    'harbor-pay': {
      title: 'HarborPay 決済ゲートウェイ',
      description:
        'カード決済と QR コード決済を6つの銀行へルーティングする決済ゲートウェイ。冪等な API、不正検知ルール、リアルタイムの精算レポートを備えています。',
      metrics: [
        { label: '1日あたりの取引件数', value: '50,000+' },
        { label: '決済成功率', value: '99.8%' },
      ],
    },
    'lotus-commerce': {
      title: 'Lotus マルチストア EC',
      description:
        '120の実店舗と1つのオンラインストアを結ぶ EC プラットフォーム。在庫の共有、プロモーション、当日配送の時間帯指定に対応しています。',
      metrics: [
        { label: '月間顧客数', value: '40万' },
        { label: 'ページ読み込み時間', value: '1.2秒' },
      ],
    },
    'mekong-erp': {
      title: 'Mekong 生産計画システム',
      description:
        '3つの工場にまたがる生産計画を立案する ERP モジュール。設備の負荷を平準化し、資材不足を数日前に警告します。',
      metrics: [
        { label: '工場数', value: '3' },
        { label: '計画業務時間の削減', value: '70%' },
      ],
    },
    'ledger-lite': {
      title: 'LedgerLite 会計サービス',
      description:
        '中小企業向けのサブスクリプション型会計サービス。請求書、経費、税務レポートに対応し、銀行取引明細のインポートも可能です。',
      metrics: [
        { label: '契約者数', value: '2,300' },
        { label: '月次解約率', value: '1.9%' },
      ],
    },
    'saigon-eats': {
      title: 'Saigon Eats オーダーシステム',
      description:
        '飲食店向けのフードオーダー Web アプリ。リアルタイムの注文追跡、キッチンディスプレイ、ロイヤルティプログラムを備えています。',
      metrics: [
        { label: '導入店舗数', value: '85' },
        { label: '1日あたりの注文数', value: '6,000' },
      ],
    },
    'clinic-cloud': {
      title: 'ClinicCloud 予約システム',
      description:
        'クリニック向けの SaaS 型予約システム。SMS によるリマインダー、医師のスケジュール管理、安全な患者記録の管理を提供します。',
      metrics: [
        { label: '導入クリニック数', value: '140' },
        { label: '無断キャンセルの削減', value: '45%' },
      ],
    },
    'chain-trace': {
      title: 'ChainTrace サプライチェーン追跡',
      description:
        'コーヒーを農園からカップまで追跡するブロックチェーン台帳。購入者は QR コードで産地やフェアトレードの支払いを確認できます。',
      metrics: [
        { label: 'チェーン上の農園数', value: '320' },
        { label: '追跡済みロット数', value: '1.8万' },
      ],
    },
    'route-optimizer': {
      title: '配送ルート最適化ツール',
      description: '毎晩200台のバンの配送ルートを計画する社内ツール。走行距離と燃料費を削減します。',
      metrics: [
        { label: '車両数', value: '200' },
        { label: '燃料の削減率', value: '18%' },
      ],
    },
  },
};
