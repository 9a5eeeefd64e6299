import { siteKnowledge } from "~/chat/knowledge.server";
import { understand } from "~/chat/understand.server";
import { localResponder } from "~/chat/local-responder.server";
const knowledge = siteKnowledge();
for (const q of process.argv.slice(2)) {
  const u = understand(q, knowledge);
  console.log(
    q,
    JSON.stringify({ text: u.text, slots: u.slots, topics: u.topics, query: u.query, subject: u.subject }),
  );
  for (const h of knowledge.search(u.query, 6))
    console.log("  ", h.unit.id, h.score.toFixed(2), [...h.matched].join(","));
  console.log("  =>", localResponder.answerWithHistory(q).message.slice(0, 120));
}
