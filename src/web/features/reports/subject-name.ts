/** Who reported or hidden content is about: the account behind it, else (a court) its first line. */
export const subjectName = (content: {
  targetUser: { name: string } | null;
  targetText: string;
}): string => content.targetUser?.name ?? content.targetText.split('\n')[0] ?? '';
