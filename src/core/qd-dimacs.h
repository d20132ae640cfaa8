/* qd-dimacs.h — DIMACS CNF files (the DIMACS challenge's format of 1993, as
 * SATLIB and the SAT competitions use it; docs/logic-peers.md §5).
 *
 * A file is comment lines ("c …"), one header "p cnf VARIABLES CLAUSES",
 * then the clauses: integers, a clause ended by 0, free to span lines or
 * share one.  What this reader decides where real files differ:
 *   - a line starting with '%' ends the file: SATLIB's uf/uuf files end
 *     with "%" then "0", which its own tools read as the end of the data
 *     (read as clauses, the "0" would be one more, empty, clause);
 *   - fewer clauses than the header declares is refused, as CaDiCaL
 *     refuses it (a file cut short); so are more, and a last clause
 *     without its 0;
 *   - a literal past the declared variables is refused (headers that lie);
 *   - limits: QD_DIMACS_MAX_VARS variables, QD_DIMACS_MAX_CLAUSES clauses,
 *     a file of QD_DIMACS_MAX_SIZE bytes.
 * Every refusal names its line ("line 7: …"). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_DIMACS_ERROR (qd_dimacs_error_quark ())
GQuark qd_dimacs_error_quark (void);

typedef enum
{
  QD_DIMACS_ERROR_INVALID,   /* not DIMACS CNF as above */
  QD_DIMACS_ERROR_TOO_BIG,   /* past a limit */
} QdDimacsError;

#define QD_DIMACS_MAX_VARS     10000000u
#define QD_DIMACS_MAX_CLAUSES  10000000u
#define QD_DIMACS_MAX_SIZE     ((gsize) 64 * 1024 * 1024)

/* A formula: clause i is lits[start[i]] .. lits[start[i + 1] - 1], each a
 * DIMACS literal (±variable, variables from 1). */
typedef struct
{
  guint n_vars;
  guint n_clauses;
  guint *start;      /* n_clauses + 1 */
  gint *lits;
} QdCnf;

QdCnf *qd_dimacs_read  (const char *text, gsize length, GError **error);
/* "p cnf V C" then a clause a line; qd_dimacs_read() reads it back. */
char  *qd_dimacs_write (const QdCnf *cnf);
void   qd_cnf_free     (QdCnf *cnf);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCnf, qd_cnf_free)

G_END_DECLS
