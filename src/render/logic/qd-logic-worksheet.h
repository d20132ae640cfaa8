/* qd-logic-worksheet.h — `quandary-cli worksheet logic`: propositional
 * inference by hand, five kinds of exercise drawn by the seed:
 *
 *   - convert a sentence to CNF (its clauses);
 *   - which rows of a three-symbol truth table are models of a KB;
 *   - is α entailed by KB (by the truth table), and in how many rows KB holds;
 *   - forward chaining's pops, in order, on a Horn knowledge base;
 *   - the resolvent of two clauses.
 *
 * The easy exercises are the book's own (AIMA 4th ed. §7.4-7.5: R2 of the
 * wumpus world, the models of R2 ∧ R4, R1-R5 asked ¬P1,2 or ¬P2,2, the
 * Horn KB of Fig. 7.16, a step of Fig. 7.13's refutation); medium and hard ones draw random sentences.  Each
 * instance is a `.kb` whose first line states the command that answers it
 * ("# worksheet: quandary-cli logic FILE --cnf"); the key is what that
 * command prints, computed by problems/logic's engines. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_logic_worksheet;

G_END_DECLS
