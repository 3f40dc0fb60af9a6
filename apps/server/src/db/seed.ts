import type { Db } from './database.js';
import { SiteRepository } from '../modules/site/site.repository.js';

/**
 * Demo content for a fresh install: one coherent sample developer. Only missing keys are inserted,
 * so running it again (every start) never overwrites what the owner has edited.
 */
export const DEMO_SETTINGS: Record<string, unknown> = {
  'owner.name': 'Minh Nguyen',
  'owner.title': {
    en: 'Senior Web Developer & Solution Architect',
    vi: 'Lập trình viên Web cấp cao & Kiến trúc sư giải pháp',
    zh: '高级 Web 开发工程师与解决方案架构师',
    ja: 'シニア Web 開発者 & ソリューションアーキテクト',
    ko: '시니어 웹 개발자 & 솔루션 아키텍트',
    fr: 'Développeur web senior & architecte de solutions',
    de: 'Senior-Webentwickler & Lösungsarchitekt',
    es: 'Desarrollador web sénior y arquitecto de soluciones',
    ru: 'Старший веб-разработчик и архитектор решений',
    ar: 'مطور ويب أول ومهندس حلول',
  },
  'owner.tagline': {
    en: 'I design and build fast, reliable web systems, from the database to the pixel.',
    vi: 'Tôi thiết kế và xây dựng các hệ thống web nhanh, đáng tin cậy, từ cơ sở dữ liệu đến từng điểm ảnh.',
    zh: '我设计并构建快速、可靠的 Web 系统，从数据库到每一个像素。',
    ja: 'データベースからピクセルまで、高速で信頼性の高い Web システムを設計・構築します。',
    ko: '데이터베이스부터 픽셀까지, 빠르고 안정적인 웹 시스템을 설계하고 구축합니다.',
    fr: 'Je conçois et construis des systèmes web rapides et fiables, de la base de données au pixel.',
    de: 'Ich entwerfe und baue schnelle, zuverlässige Websysteme – von der Datenbank bis zum Pixel.',
    es: 'Diseño y construyo sistemas web rápidos y fiables, desde la base de datos hasta el píxel.',
    ru: 'Я проектирую и создаю быстрые и надёжные веб-системы — от базы данных до пикселя.',
    ar: 'أصمّم وأبني أنظمة ويب سريعة وموثوقة، من قاعدة البيانات حتى آخر بكسل.',
  },
  'owner.email': 'minh.nguyen@example.com',
  'owner.phone': '+84 28 3822 0000',
  'owner.location': {
    en: 'Ho Chi Minh City, Vietnam',
    vi: 'Thành phố Hồ Chí Minh, Việt Nam',
    zh: '越南胡志明市',
    ja: 'ベトナム・ホーチミン市',
    ko: '베트남 호찌민시',
    fr: 'Hô Chi Minh-Ville, Viêt Nam',
    de: 'Ho-Chi-Minh-Stadt, Vietnam',
    es: 'Ciudad Ho Chi Minh, Vietnam',
    ru: 'Хошимин, Вьетнам',
    ar: 'مدينة هو تشي منه، فيتنام',
  },
  'owner.links': [
    { kind: 'github', label: 'GitHub', url: 'https://github.com/example' },
    { kind: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
    { kind: 'email', label: 'minh.nguyen@example.com', url: 'mailto:minh.nguyen@example.com' },
  ],
};

/** Seeds the demo content that is missing; returns the keys it inserted. */
export async function seedDemo(db: Db): Promise<string[]> {
  return new SiteRepository(db).insertMissing(DEMO_SETTINGS);
}
