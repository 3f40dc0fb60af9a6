import { volunteersApi, type BodyOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { uploadTo } from '../lib/upload';

/*
 * The changes the volunteer makes on their profile page. Apart from the session's calls (api/volunteer-account),
 * so that the pages that only need to know who is signed in do not load the upload client with them.
 */
export const updateVolunteerProfile = (body: BodyOf<typeof volunteersApi.updateProfile>) =>
  call(volunteersApi.updateProfile, { body }).then((answer) => answer.data);
export const uploadVolunteerAvatar = (file: Blob, onProgress: (percent: number) => void, signal?: AbortSignal) =>
  uploadTo(volunteersApi.uploadAvatar, {}, { file, onProgress, signal }).then((answer) => answer.data);
export const deleteVolunteerAvatar = () => call(volunteersApi.deleteAvatar).then((answer) => answer.data);
export const changeVolunteerPassword = (body: BodyOf<typeof volunteersApi.changePassword>) =>
  call(volunteersApi.changePassword, { body });
export const deleteVolunteerAccount = (body: BodyOf<typeof volunteersApi.deleteAccount>) =>
  call(volunteersApi.deleteAccount, { body });
