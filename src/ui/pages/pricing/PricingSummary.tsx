// The pricing summary panel: the plan and billing cycle, a per-line monthly breakdown, the annual discount, the
// monthly and annual totals, the savings estimate on paid plans, the empty-enterprise prompt and Get Started.
// A visually hidden polite status region announces each change of the total to screen-reader users.
import { pathOf } from '../../../domain/site/routeTable';
import type { Quote } from '../../../domain/pricing';
import { ButtonLink } from '../../components/Button';
import { PRICING_COPY } from './pricing.content';
import { lineDetail, money, planHeading, savingsText, totalAnnouncement } from './pricingText';
import { BigAmount, Empty, Lines, Note, Panel, PlanLine, Positive, Savings, Totals } from './PricingSummary.styles';

const copy = PRICING_COPY.summary;

export const PricingSummary = ({ quote }: { readonly quote: Quote }) => {
  const savings = savingsText(quote);
  const annual = quote.billing === 'annual';
  return (
    <Panel aria-labelledby="pricing-summary-title">
      <h2 id="pricing-summary-title">{copy.title}</h2>
      <PlanLine>
        <strong>{planHeading(quote)}</strong>
        <span>{annual ? copy.billedAnnually : copy.billedMonthly}</span>
      </PlanLine>
      {quote.isEmpty ? (
        <Empty>{copy.empty}</Empty>
      ) : (
        <>
          <h3>{copy.breakdown}</h3>
          <Lines>
            {quote.lines.map((line) => (
              <div key={line.kind === 'agent' ? line.agentId : line.kind}>
                <dt>
                  {line.label}
                  <small>{lineDetail(line)}</small>
                </dt>
                <dd>{money(line.monthlyCents)}</dd>
              </div>
            ))}
            {annual ? (
              <>
                <div>
                  <dt>{copy.subtotal}</dt>
                  <dd>{money(quote.monthlySubtotalCents)}</dd>
                </div>
                <div>
                  <dt>{copy.discount(quote.discountPercent)}</dt>
                  <dd>
                    <Positive>−{money(quote.monthlyDiscountCents)}</Positive>
                  </dd>
                </div>
              </>
            ) : null}
          </Lines>
          <Totals>
            <div>
              <dt>{copy.monthlyTotal}</dt>
              <dd>
                <BigAmount data-testid="pricing-monthly-total">
                  {money(quote.monthlyTotalCents)}
                  <small>{copy.perMonth}</small>
                </BigAmount>
              </dd>
            </div>
            <div>
              <dt>{copy.annualTotal}</dt>
              <dd data-testid="pricing-annual-total">
                <strong>{money(quote.annualTotalCents)}</strong>
                {copy.perYear}
              </dd>
            </div>
          </Totals>
          {annual ? <Note>{copy.annualSavings(money(quote.annualDiscountSavingsCents))}</Note> : null}
          {quote.customPricing ? <Note>{copy.customNote}</Note> : null}
        </>
      )}
      {savings ? (
        <Savings>
          <h3>{copy.savingsTitle}</h3>
          <p>{savings.estimate}</p>
          <p>{savings.basis}</p>
        </Savings>
      ) : null}
      <ButtonLink to={pathOf('demo')} size="lg">
        {copy.getStarted}
      </ButtonLink>
      <p role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {totalAnnouncement(quote)}
      </p>
    </Panel>
  );
};
