// Being built (issue 4): replaced by the real page before this lands.
export default function Page() {
  return null;
}
