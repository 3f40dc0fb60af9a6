// The shape of a labelled report: the text a family might type and the values a careful human would fill in the
// report form from it (nothing more). Written by hand for the tests; no personal data of real people.

/** Expected values; extras (height in cm, weight in kg, free texts) are compared like the fields. */
export interface ExpectedReport {
  missing_person_name?: string;
  age?: number;
  birth_year?: number;
  date_of_birth?: string;
  gender_id?: 'male' | 'female';
  missing_date?: string;
  missing_time?: string;
  last_seen_location?: string;
  last_seen_province_id?: string;
  last_seen_ward_id?: string;
  last_seen_old_province_id?: string;
  last_seen_old_district_id?: string;
  reporter_name?: string;
  reporter_phone?: string;
  reporter_email?: string;
  reporter_relationship_id?: string;
  height?: number;
  weight?: number;
  clothing?: string;
  physical_features?: string;
  medical_condition?: string;
  belongings?: string;
}

export interface LabelledReport {
  id: string;
  /** The date the report is written, against which "hôm qua" and the like are resolved. */
  today: string;
  text: string;
  expected: ExpectedReport;
}
