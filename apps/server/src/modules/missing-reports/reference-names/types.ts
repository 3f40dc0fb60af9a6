import type {
  CaseGender,
  CaseStatus,
  EducationLevel,
  LocationType,
  MaritalStatus,
  MedicalCondition,
  MissingContext,
  MissingReason,
  Occupation,
  OccupationGroup,
  ReportStatus,
  ReporterRelationship,
  RiskLevel,
} from '@site/contracts';

/**
 * The names of the report form's reference lists in one language. Every id of every list has a name (the type
 * says so); a missing reason also has a one-line description. Case statuses are the "found statuses" the form
 * data lists: where a published case stands.
 */
export interface ReferenceNames {
  genders: Record<CaseGender, string>;
  educationLevels: Record<EducationLevel, string>;
  maritalStatuses: Record<MaritalStatus, string>;
  occupationGroups: Record<OccupationGroup, string>;
  occupations: Record<Occupation, string>;
  riskLevels: Record<RiskLevel, string>;
  reportStatuses: Record<ReportStatus, string>;
  foundStatuses: Record<CaseStatus, string>;
  reporterRelationships: Record<ReporterRelationship, string>;
  missingReasons: Record<MissingReason, { name: string; description: string }>;
  locationTypes: Record<LocationType, string>;
  missingContexts: Record<MissingContext, string>;
  medicalConditions: Record<MedicalCondition, string>;
}
