/* qd-csp-write.h — any engine CSP written as Quandary's `.csp` text
 * (data/FORMATS.md), so that a problem another tab formulates (a map's
 * colouring, a word puzzle) opens as a constraint problem and `quandary-cli
 * csp` solves it.
 *
 * The text says what the engine holds, not how the problem was built:
 *   - each variable with the values left in its initial domain, as integers
 *     when every value's name is one, else as symbols;
 *   - a binary constraint that allows exactly the pairs of different (or
 *     equal) values as `X != Y` (`X = Y`), any other as a table of its
 *     allowed pairs;
 *   - a constraint over three variables or more as a table of its allowed
 *     tuples, found by extending partial tuples while the constraint's check
 *     allows them (at most QD_CSP_WRITE_TUPLES_MAX tuples and
 *     QD_CSP_WRITE_CHECKS_MAX checks, or an error naming it).
 * Names that are not identifiers of the format (spaces, a leading digit, a
 * keyword) are changed into ones that are, each change said in a comment;
 * a symbol is never spelled like a variable. */
#pragma once

#include "core/qd-csp.h"

G_BEGIN_DECLS

#define QD_CSP_WRITE_TUPLES_MAX (1u << 20)
#define QD_CSP_WRITE_CHECKS_MAX (1u << 26)

/* The text (to free), after `comment` as `#` lines (nullable, may hold
 * several lines); NULL with an error (QD_CSP_MODEL_ERROR_LIMIT) when a
 * constraint has too many tuples to write as a table. */
char *qd_csp_write_text (const QdCsp *csp, const char *comment, GError **error);

G_END_DECLS
