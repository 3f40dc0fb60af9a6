import type { SheetData } from '@site/contracts';

/** What a read sheet holds, for the preview: bars, notes (rests left out), parts, tempo and time signature. */
export interface SheetFacts {
  title: string;
  bars: number;
  notes: number;
  tempo: number;
  time: string;
  parts: { name: string; notes: number }[];
}

/** Beats are quarter notes: a bar of beats/beat_type holds beats·4/beat_type of them; a pickup bar counts as one. */
export function sheetFacts(sheet: SheetData): SheetFacts {
  const perBar = (sheet.time_signature.beats * 4) / sheet.time_signature.beat_type;
  let end = 0;
  for (const part of sheet.parts) for (const note of part.notes) end = Math.max(end, note.start + note.duration);
  const afterPickup = Math.max(0, end - sheet.pickup);
  const bars = Math.ceil(afterPickup / perBar - 1e-9) + (sheet.pickup > 0 ? 1 : 0);
  const parts = sheet.parts.map((part) => ({
    name: part.name || part.id,
    notes: part.notes.filter((note) => note.pitch !== null).length,
  }));
  return {
    title: sheet.title,
    bars,
    notes: parts.reduce((sum, part) => sum + part.notes, 0),
    tempo: sheet.tempo,
    time: `${sheet.time_signature.beats}/${sheet.time_signature.beat_type}`,
    parts,
  };
}
