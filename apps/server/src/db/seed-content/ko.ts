import type { SeedContent } from './types.js';

/** Korean demo content, translated from en.ts. */
export const ko: SeedContent = {
  counters: [
    { value: 7, decimals: 0, suffix: '+', label: '경력 연수' },
    { value: 20, decimals: 0, suffix: '+', label: '완료한 프로젝트' },
    { value: 99.9, decimals: 1, suffix: '%', label: '프로덕션 가동률' },
  ],
  about: {
    heading: '비즈니스가 믿고 맡길 수 있는 소프트웨어를 만듭니다',
    paragraphs: [
      '저는 호찌민시에서 활동하는 풀스택 개발자로, 결제·리테일·제조 분야의 웹 플랫폼을 7년간 구축해 왔습니다. 비즈니스 문제를 이해하고, 데이터 모델을 설계하고, 코드를 작성하고, 프로덕션 환경에서 안정적으로 운영하기까지 모든 과정을 즐깁니다.',
      '제가 가장 좋아하는 일은 제품과 엔지니어링이 만나는 지점에 있습니다. 막연한 아이디어를 빠르고 안전하며 변경하기 쉬운 시스템으로 만들어 내는 일이죠. 중요한 부분에서는 테스트를 먼저 작성하고, 최적화하기 전에 먼저 측정하며, 다음 개발자가 빠르게 작업을 이어 갈 수 있도록 의사결정을 문서로 남깁니다.',
    ],
    highlights: ['깔끔하고 검증된 코드', '성능과 확장성', '명확한 커뮤니케이션', '멘토링과 코드 리뷰'],
  },
  experience: [
    {
      company: 'Harbor Fintech',
      role: '시니어 소프트웨어 엔지니어',
      period: '2022 – 현재',
      location: '호찌민시',
      achievements: [
        '결제 게이트웨이 재구축을 주도해 처리량을 초당 300건에서 2,500건으로 끌어올렸습니다.',
        '쿼리 튜닝과 Redis 캐시 계층 도입으로 API p99 응답 시간을 900ms에서 140ms로 단축했습니다.',
        '계약 테스트와 CI 파이프라인을 도입해 프로덕션 장애를 60% 줄였습니다.',
        '엔지니어 6명을 멘토링하고 주간 아키텍처 리뷰를 이끌었습니다.',
      ],
    },
    {
      company: 'Lotus Retail Group',
      role: '풀스택 개발자',
      period: '2019 – 2022',
      location: '하노이',
      achievements: [
        '월 40만 명의 고객이 이용하는 멀티스토어 이커머스 플랫폼을 구축했습니다.',
        '오프라인 매장 120곳과 온라인 스토어 간의 재고 동기화 서비스를 설계했습니다.',
        '프런트엔드를 네 개 제품 팀이 함께 쓰는 컴포넌트 라이브러리 기반으로 전환했습니다.',
        '배치 작업을 큐 기반 워커 플릿으로 옮겨 호스팅 비용을 35% 절감했습니다.',
      ],
    },
    {
      company: 'Mekong Software',
      role: '웹 개발자',
      period: '2017 – 2019',
      location: '껀터',
      achievements: [
        '고객사 웹사이트와 내부 도구 12건을 일정과 예산에 맞춰 납품했습니다.',
        '공장 세 곳에서 사용하는 생산 계획용 ERP 모듈을 개발했습니다.',
        '배포를 자동화해 릴리스 소요 시간을 하루에서 15분으로 줄였습니다.',
        '지금도 신규 입사자 온보딩에 쓰이는 팀 코딩 가이드라인을 작성했습니다.',
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
      text: 'Minh 씨는 단 1분의 다운타임도 없이 저희 결제 게이트웨이를 재구축했습니다. 복잡한 트레이드오프도 쉬운 말로 설명해 주고, 약속한 것은 언제나 지켜 냅니다.',
      name: 'Sarah Tran',
      position: '최고기술책임자(CTO)',
      company: 'Harbor Fintech',
      rating: 5,
      avatar: '',
    },
    {
      text: 'Minh 씨가 프로젝트에 합류한 뒤 저희 온라인 스토어가 두 배나 빨라졌습니다. 팀 전체가 그의 코드 리뷰를 통해 많은 것을 배웠습니다.',
      name: 'David Le',
      position: '이커머스 총괄',
      company: 'Lotus Retail Group',
      rating: 5,
      avatar: '',
    },
    {
      text: '사용자를 진심으로 생각하는 믿음직한 개발자입니다. 그가 만든 생산 계획 모듈은 지금도 저희 공장 운영의 중심입니다.',
      name: 'Hoa Pham',
      position: '운영 이사',
      company: 'Mekong Software',
      rating: 5,
      avatar: '',
    },
    {
      text: '명확한 견적, 깔끔한 코드, 훌륭한 문서화. 중요한 프로젝트라면 언제든 Minh 씨와 다시 함께하고 싶습니다.',
      name: 'James Walker',
      position: '프로덕트 매니저',
      company: '',
      rating: 4,
      avatar: '',
    },
  ],
  categories: {
    'web-app': '웹 애플리케이션',
    saas: 'SaaS',
    enterprise: '엔터프라이즈',
    fintech: '핀테크',
    ecommerce: '이커머스',
    blockchain: '블록체인',
  },
  projects: {
    'harbor-pay': {
      title: 'HarborPay 결제 게이트웨이',
      description:
        '카드 결제와 QR 결제를 6개 은행으로 라우팅하는 결제 게이트웨이로, 멱등성을 보장하는 API, 이상 거래 탐지 규칙, 실시간 정산 리포트를 제공합니다.',
      metrics: [
        { label: '일일 거래 건수', value: '50,000+' },
        { label: '결제 성공률', value: '99.8%' },
      ],
    },
    'lotus-commerce': {
      title: 'Lotus 멀티스토어 쇼핑몰',
      description:
        '오프라인 매장 120곳과 온라인 스토어 1곳을 위한 이커머스 플랫폼으로, 통합 재고 관리, 프로모션, 당일 배송 시간대 예약을 지원합니다.',
      metrics: [
        { label: '월간 고객 수', value: '40만' },
        { label: '페이지 로드 시간', value: '1.2초' },
      ],
    },
    'mekong-erp': {
      title: 'Mekong 생산 계획 시스템',
      description:
        '공장 세 곳의 생산을 계획하고 설비 부하를 고르게 분산하며, 자재 부족을 며칠 앞서 경고하는 ERP 모듈입니다.',
      metrics: [
        { label: '공장 수', value: '3' },
        { label: '계획 시간 절감', value: '70%' },
      ],
    },
    'ledger-lite': {
      title: 'LedgerLite 회계 서비스',
      description:
        '소규모 사업자를 위한 구독형 회계 서비스로, 인보이스·경비·세무 보고서를 관리하고 은행 거래 내역을 불러올 수 있습니다.',
      metrics: [
        { label: '구독자 수', value: '2,300' },
        { label: '월간 이탈률', value: '1.9%' },
      ],
    },
    'saigon-eats': {
      title: 'Saigon Eats 주문 서비스',
      description: '실시간 주문 추적, 주방 디스플레이, 멤버십 적립 프로그램을 갖춘 레스토랑용 음식 주문 웹 앱입니다.',
      metrics: [
        { label: '입점 레스토랑', value: '85' },
        { label: '일일 주문 수', value: '6,000' },
      ],
    },
    'clinic-cloud': {
      title: 'ClinicCloud 예약 시스템',
      description: '문자 알림, 의사별 진료 일정 관리, 안전한 환자 기록 보관 기능을 갖춘 병원용 SaaS 예약 시스템입니다.',
      metrics: [
        { label: '도입 병원 수', value: '140' },
        { label: '노쇼 감소율', value: '45%' },
      ],
    },
    'chain-trace': {
      title: 'ChainTrace 공급망 추적',
      description:
        '농장에서 한 잔의 커피가 되기까지 전 과정을 추적하는 블록체인 원장으로, 구매자가 QR 코드 하나로 원산지와 공정무역 대금 지급 여부를 확인할 수 있습니다.',
      metrics: [
        { label: '체인에 등록된 농장', value: '320' },
        { label: '추적된 배치', value: '18,000' },
      ],
    },
    'route-optimizer': {
      title: '배송 차량 경로 최적화',
      description: '매일 밤 배송 차량 200대의 경로를 계획해 주행 거리와 연료비를 줄이는 사내 도구입니다.',
      metrics: [
        { label: '배송 차량', value: '200' },
        { label: '연료 절감', value: '18%' },
      ],
    },
  },
};
