import type { LandingSeedTexts } from './facts.js';

const ILLUSTRATIVE = '플랫폼 설명서의 예시 수치로, 아직 출처가 없습니다. 운영자가 출처가 있는 수치로 바꿉니다.';

export const ko: LandingSeedTexts = {
  stats: {
    missing_people: { value: '5000+', label: '명이 실종 신고되었습니다', source: ILLUSTRATIVE },
    golden_time: {
      value: '24h',
      label: '행동해야 할 골든타임',
      source: '통계가 아닌 안내입니다. 즉시 신고하세요. 실종 후 처음 몇 시간이 가장 중요합니다.',
    },
    unsolved: { value: '70%', label: '의 사건이 아직 미해결', source: ILLUSTRATIVE },
    awareness: { value: '45%', label: '의 사람이 신고 방법을 알고 있습니다', source: ILLUSTRATIVE },
  },
  sponsors: {
    civicRegistry: { description: '가상의 예: 신원과 서류 확인을 돕는 호적 사무소.' },
    familySupport: { description: '가상의 예: 수색 중인 가족을 지원하는 공공 기관.' },
    safetyCouncil: { description: '가상의 예: 지역 주민에게 안전 경보를 전하는 협의회.' },
    lanternLabs: { description: '가상의 예: 수색 도구에 개발 시간을 기부하는 스튜디오.' },
    blueCloud: { description: '가상의 예: 플랫폼을 계속 운영되게 하는 호스팅 회사.' },
    digitalMaps: { description: '가상의 예: 지명과 범위를 개선하는 지도 팀.' },
    handsTogether: { description: '가상의 예: 전단을 나눠 주는 자원봉사 모임.' },
    warmHome: { description: '가상의 예: 발견된 사람을 맞이하고 돌보는 자원봉사자.' },
    bridgeOfHope: { description: '가상의 예: 가족과 상담사를 연결하는 네트워크.' },
  },
  testimonials: {
    family: {
      role: '실종자 가족',
      location: '하노이',
      content:
        '동생이 실종되었을 때 어디서부터 시작해야 할지 몰랐습니다. 사진과 사건 번호가 있는 한 페이지 덕분에 모든 친척이 같은 사실을 공유할 수 있었습니다.',
    },
    volunteer: {
      role: '자원봉사자',
      location: '호찌민시',
      content:
        '매일 저녁 우리 구 근처의 사건을 지도로 확인합니다. 마지막으로 목격된 곳을 읍·면 단위로 알 수 있어 필요한 곳에 전단을 붙입니다.',
    },
    socialWorker: {
      role: '사회복지사',
      location: '다낭',
      content:
        '가족들은 지친 채로 저를 찾아옵니다. 사건의 상태와 기록을 보여 주는 명확한 페이지 덕분에 같은 이야기를 반복하지 않아도 됩니다.',
    },
    police: {
      role: '경찰관',
      location: '하이퐁',
      content:
        '바뀌지 않는 사건 번호는 여러 사람의 제보를 맞춰 보는 데 도움이 됩니다. 연락처는 비공개라 가족에게 전화가 쏟아지지 않습니다.',
    },
    mother: {
      role: '아이와 다시 만난 어머니',
      location: '껀터',
      content:
        '누군가 이 사이트의 카드를 보고 제 딸을 알아보고 사건의 번호로 전화를 주었습니다. 그날 저녁을 절대 잊지 못할 거예요.',
    },
  },
  slogans: {
    noOneLeft: { title: '아무도 남겨 두지 않는다', content: '아무리 오래 걸려도 모든 실종자는 찾을 가치가 있습니다.' },
    stronger: { title: '함께하면 더 강하다', content: '한 번의 공유, 한 장의 전단, 한 통의 전화가 재회로 이어집니다.' },
    brightHope: { title: '밝은 희망', content: '가족은 희망을 놓지 않고, 우리는 그들의 사건이 계속 보이게 합니다.' },
    endlessLove: { title: '끝없는 사랑', content: '사랑은 국경에서도, 세월 속에서도, 침묵 속에서도 멈추지 않습니다.' },
    techForPeople: { title: '사람을 위한 기술', content: '지도, 검색, 알림은 가족을 돕기 위해 만들어졌습니다.' },
  },
};
