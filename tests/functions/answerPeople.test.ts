// Replies shaped by what a question asks: who does something at Threo is answered from the people the leadership page
// names; a part that is only a question word asks it of the part before; a feature the site never names is its silence.
import { describe, expect, it } from 'vitest';
import { createEvaluationAsker, evaluationKnowledge } from '../../scripts/bench/answerEvaluation';
import { questionParts } from '../../functions/playground/answerQuestion';
import { isSilenceText } from '../../functions/playground/answerCopy';
import { LEADERS } from '../../src/ui/pages/company/leadership.content';
import { pathOf } from '../../src/domain/site/routes';

describe('a question about who does something', async () => {
  const ask = createEvaluationAsker(await evaluationKnowledge());
  const leaderWhoseRole = (word: RegExp) => {
    const leader = LEADERS.find(({ role }) => word.test(role));
    if (leader === undefined) throw new Error(`no leader's role matches ${String(word)}`);
    return leader;
  };

  it.each([
    ['who heads up engineering over there?', /Technology/],
    ["who's the person in charge of partner success", /Partner/],
  ])('"%s" names the leader and links the leadership page', async (question, role) => {
    const leader = leaderWhoseRole(role);
    const answer = await ask(question);
    expect(answer).toContain(leader.name);
    expect(answer).toContain(`(${pathOf('leadership')})`);
  });

  it.each([
    'who actually started threo and when',
    "who's behind threo? when did u start",
    "how long has threo been around and who's in charge?",
    'who runs threo and when did u start?',
    'who started threo n when?',
  ])('"%s" names the chief executive and the year Threo began', async (question) => {
    const answer = await ask(question);
    expect(answer).toContain(leaderWhoseRole(/Executive/).name);
    expect(answer).toContain('2018');
  });

  it('keeps to the question\'s own topic when "who" asks about what it named before', async () => {
    expect(await ask('do you use subcontractors? who is responsible for them')).not.toContain(
      `(${pathOf('leadership')})`,
    );
  });
});

describe("a partner's first months", async () => {
  const ask = createEvaluationAsker(await evaluationKnowledge());

  it.each([
    "hey, we're a 12 person msp w/ ~40 smb clients. how does ur partner program actually work, like what happens in the first 3 months?",
    "we're a 15 person msp, thinking about reselling ai. how does ur partner program work, like whats the timeline til our first clients r live?",
  ])('"%s" gets the first 90 days, stage by stage', async (question) => {
    const answer = await ask(question);
    expect(answer).toContain('Your first 90 days: Engage (Days 1–30); Grow (Days 31–60); Deploy (Days 61–90).');
  });
});

describe('the parts of a question', () => {
  it('asks a bare question word of the part before it', () => {
    expect(questionParts('when was the HR agent launched and where?')).toEqual([
      'when was the HR agent launched',
      'where was the HR agent launched',
    ]);
  });

  it('takes ", like what …" for a second question', () => {
    expect(questionParts('how does your partner program actually work, like what happens in the first 3 months?')).toEqual([
      'how does your partner program actually work',
      'what happens in the first 3 months?',
    ]);
  });

  it('takes ", and if …" for a second question', () => {
    expect(questionParts('what notice do you give before a price increase, and if we disagree can we leave?')).toEqual([
      'what notice do you give before a price increase',
      'if we disagree can we leave?',
    ]);
  });

  it('takes ", does it …" after a question for a second question, but not after a condition ("when it escalates, what …")', () => {
    expect(questionParts("when's the rag webinar for msps, does it cost anything")).toEqual([
      "when's the rag webinar for msps",
      'does it cost anything',
    ]);
    expect(questionParts('when threoai escalates to our service desk, what actually goes in the ticket?')).toHaveLength(1);
  });

  it('takes "… and if …" without a comma for a second question too', () => {
    expect(questionParts("whats your uptime commitment and if we're on enterprise support how fast do you pick up")).toEqual([
      'whats your uptime commitment',
      "if we're on enterprise support how fast do you pick up",
    ]);
  });
});

describe('a question about a feature the site never names, without "you" or "Threo"', async () => {
  const ask = createEvaluationAsker(await evaluationKnowledge());

  it("is the site's silence with the contact page, not the off-topic refusal", async () => {
    const answer = await ask('is there an android app');
    expect(isSilenceText(answer)).toBe(true);
    expect(answer).toContain(`(${pathOf('contact')})`);
  });
});
