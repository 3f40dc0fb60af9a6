import type { SeedContent } from './types.js';

/** Simplified Chinese demo content, translated from en.ts. */
export const zh: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: '年开发经验' },
    { value: 20, decimals: 0, suffix: '+', label: '已交付项目' },
    { value: 99.9, decimals: 1, suffix: '%', label: '生产环境可用性' },
  ],
  about: {
    heading: '打造企业可以信赖的软件',
    paragraphs: [
      '我是一名来自胡志明市的全栈开发工程师，拥有七年为支付、零售和制造行业构建 Web 平台的经验。我享受从头到尾的整个过程：理解业务问题、设计数据模型、编写代码，并确保系统在生产环境中长期稳定运行。',
      '我最喜欢的工作处在产品与工程的交汇点：把一个模糊的想法变成快速、安全且易于演进的系统。在关键环节我坚持测试先行，优化之前先做度量，并将技术决策记录成文档，让后续接手的开发者能够迅速上手。',
    ],
    highlights: ['代码整洁、测试完备', '性能与可扩展性', '沟通清晰高效', '技术指导与代码评审'],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: '高级软件工程师',
      period: '2022 年至今',
      location: '胡志明市',
      achievements: [
        '主导支付网关重构，将吞吐量从每秒 300 笔交易提升至 2,500 笔。',
        '通过查询调优和引入 Redis 缓存层，将 API 的 p99 响应时间从 900 ms 降至 140 ms。',
        '引入契约测试和 CI 流水线，使生产事故减少 60%。',
        '指导六名工程师，并主持每周的架构评审会。',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: '全栈开发工程师',
      period: '2019 – 2022',
      location: '河内',
      achievements: [
        '搭建多门店电商平台，每月服务 40 万名顾客。',
        '设计 120 家门店与线上商城之间的库存同步服务。',
        '将前端迁移至由四个产品团队共享的组件库。',
        '将批处理任务迁移至基于队列的 Worker 集群，使托管成本降低 35%。',
      ],
    },
    {
      company: 'Mekong Software',
      role: 'Web 开发工程师',
      period: '2017 – 2019',
      location: '芹苴',
      achievements: [
        '按时、按预算交付十二个客户网站及内部工具。',
        '开发用于生产计划的 ERP 模块，已在三家工厂投入使用。',
        '实现部署自动化，将发布耗时从一天缩短至十五分钟。',
        '编写团队编码规范，至今仍用于新成员入职培训。',
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
      text: 'Minh 在零停机的情况下重构了我们的支付网关。他能用通俗易懂的语言讲清复杂的技术权衡，而且承诺的事情总能兑现。',
      name: 'Sarah Tran',
      position: '首席技术官',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Minh 加入项目后，我们线上商城的速度提升了一倍。整个团队都从他的代码评审中受益匪浅。',
      name: 'David Le',
      position: '电商业务负责人',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: '一位可靠且真正关心用户的开发者。他打造的生产计划模块至今仍是我们工厂运转的核心。',
      name: 'Hoa Pham',
      position: '运营总监',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: '估算清晰、代码整洁、文档出色。任何关键项目，我们都愿意再次与 Minh 合作。',
      name: 'James Walker',
      position: '产品经理',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': 'Web 应用',
    saas: 'SaaS',
    enterprise: '企业级',
    fintech: '金融科技',
    ecommerce: '电子商务',
    blockchain: '区块链',
  },
  projects: {
    'harbor-pay': {
      title: 'HarborPay 支付网关',
      description: '将银行卡和二维码支付路由至六家银行的支付网关，提供幂等 API、反欺诈规则和实时结算报表。',
      metrics: [
        { label: '日交易量', value: '50,000+' },
        { label: '交易成功率', value: '99.8%' },
      ],
    },
    'lotus-commerce': {
      title: 'Lotus 多门店商城',
      description: '服务 120 家实体门店和一家线上商城的电商平台，支持库存共享、促销活动和当日达配送时段预约。',
      metrics: [
        { label: '月活跃顾客', value: '40 万' },
        { label: '页面加载时间', value: '1.2 秒' },
      ],
    },
    'mekong-erp': {
      title: 'Mekong 生产计划系统',
      description: '为三家工厂统筹排产的 ERP 模块，可均衡设备负载，并提前数天预警物料短缺。',
      metrics: [
        { label: '工厂数量', value: '3' },
        { label: '计划耗时节省', value: '70%' },
      ],
    },
    'ledger-lite': {
      title: 'LedgerLite 财务记账',
      description: '面向小微企业的订阅制记账服务，涵盖发票、费用和税务报表，并支持导入银行对账单。',
      metrics: [
        { label: '订阅用户', value: '2,300' },
        { label: '月流失率', value: '1.9%' },
      ],
    },
    'saigon-eats': {
      title: 'Saigon Eats 在线点餐',
      description: '面向餐厅的 Web 点餐应用，支持订单实时追踪、后厨显示屏和会员积分计划。',
      metrics: [
        { label: '合作餐厅', value: '85' },
        { label: '日订单量', value: '6,000' },
      ],
    },
    'clinic-cloud': {
      title: 'ClinicCloud 预约挂号',
      description: '面向诊所的 SaaS 预约系统，提供短信提醒、医生排班日历和安全的患者病历管理。',
      metrics: [
        { label: '合作诊所', value: '140' },
        { label: '爽约率降低', value: '45%' },
      ],
    },
    'chain-trace': {
      title: 'ChainTrace 供应链溯源',
      description: '基于区块链的账本，追踪咖啡从农场到杯中的全过程，买家扫描二维码即可核验产地和公平贸易付款。',
      metrics: [
        { label: '上链农场', value: '320' },
        { label: '已溯源批次', value: '1.8 万' },
      ],
    },
    'route-optimizer': {
      title: '车队路线优化器',
      description: '一款内部工具，每晚为 200 辆货车规划配送路线，减少行驶里程和燃油成本。',
      metrics: [
        { label: '货车数量', value: '200' },
        { label: '燃油节省', value: '18%' },
      ],
    },
  },
};
