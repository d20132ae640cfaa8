/* qd-logic-doc.h — the Logic tab's documents: a knowledge base of
 * propositional sentences with its queries (a `.kb` file), or a formula in
 * conjunctive normal form (a DIMACS `.cnf` file, core/qd-dimacs.h).  A
 * tagged union, so that first-order knowledge bases and wumpus worlds can
 * be added as more kinds.
 *
 * A `.kb` file (data/FORMATS.md), line by line:
 *   - `#` starts a comment, to the end of the line; blank lines are free;
 *   - `title: TEXT` names the knowledge base (at most once);
 *   - `ask: FORMULA` is a query (any number, in order);
 *   - any other line is a sentence of the knowledge base, in the language
 *     of core/qd-prop.h (¬ ∧ ∨ ⇒ ⇔ or ~ & | => <=>);
 *   - a line that starts with a blank (space or tab) goes on with the
 *     sentence or query above it (a long sentence over several lines).
 * A text of bare symbols without a connective, a comment, a query or a
 * title is not taken for a knowledge base (the window guesses a file's
 * kind by its contents).  A text whose first line that is neither blank nor a `c` comment starts
 * with `p cnf` is DIMACS.  The document keeps the text it was read from,
 * and writes it back as it was (comments and spellings kept), with a final
 * line end: reading the written text gives the same document.
 * Errors name the line and column ("line 4, column 9: …").
 *
 * A `.fol` file is a first-order knowledge base of definite clauses
 * (qd-logic-doc-fol.c): the same `#` comments, `title:` and `ask: ATOM`
 * lines, and one sentence a line in the language of core/qd-fol.h
 * (Missile(x) ∧ Owns(Nono, x) ⇒ Sells(West, x, Nono)), no continuation
 * lines.  The window picks the problem by the extension; the kind is read
 * from the contents, as a `.kb`'s: a text of which a line (not a comment
 * nor the title) applies a name to arguments, a name then '(' as in
 * Knows(John, x), is first-order (no propositional sentence does).  A
 * first-order KB whose predicates all take no argument reads as a `.kb`,
 * which the propositional algorithms answer. */
#pragma once

#include <glib.h>

#include "core/qd-dimacs.h"
#include "core/qd-fol.h"
#include "core/qd-prop.h"

G_BEGIN_DECLS

#define QD_LOGIC_DOC_ERROR (qd_logic_doc_error_quark ())
GQuark qd_logic_doc_error_quark (void);

typedef enum
{
  QD_LOGIC_DOC_ERROR_INVALID,
} QdLogicDocError;

typedef enum
{
  QD_LOGIC_DOC_PROP,     /* a propositional knowledge base (.kb) */
  QD_LOGIC_DOC_DIMACS,   /* a CNF formula (.cnf) */
  QD_LOGIC_DOC_FOL,      /* a first-order knowledge base of definite clauses (.fol) */
} QdLogicDocKind;

/* Where a sentence or query starts in the text (from 1). */
typedef struct
{
  guint root;     /* its formula in the document's QdProp */
  guint line;
} QdLogicSentence;

typedef struct
{
  QdLogicDocKind kind;
  char *text;            /* the text read, written back as it is */
  char *title;           /* the `title:` line's, or NULL */
  /* A draft the page could not read (qd_logic_doc_parse_draft): the text
   * only, with its error; NULL for a document that reads. */
  char *error;
  guint error_line;
  union
  {
    struct
    {
      QdProp *prop;          /* every sentence's and query's formula */
      GArray *sentences;     /* QdLogicSentence, the knowledge base */
      GArray *asks;          /* QdLogicSentence, the queries */
    } kb;                    /* QD_LOGIC_DOC_PROP */
    QdCnf *cnf;              /* QD_LOGIC_DOC_DIMACS */
    struct
    {
      QdFol *fol;            /* the sentences, as its clauses, and the queries' atoms */
      GArray *asks;          /* QdLogicSentence: root is the query's atom in `fol` */
    } fol;                   /* QD_LOGIC_DOC_FOL */
  };
} QdLogicDoc;

/* The document of `text` (`length` bytes, -1: NUL-terminated), or NULL with
 * `error` naming the line (and the column in a sentence). */
QdLogicDoc *qd_logic_doc_parse     (const char *text, gssize length, GError **error);
/* The same, but a text that does not read is a draft (a PROP document
 * with no sentences and `error` set), never NULL: the page keeps what is
 * typed.  A DIMACS draft has no `cnf` (NULL). */
QdLogicDoc *qd_logic_doc_parse_draft (const char *text, gssize length);
/* The text (to free): the one read, ending with a line end. */
char       *qd_logic_doc_to_text   (const QdLogicDoc *doc);
/* ".kb", ".cnf" or ".fol": the extension a saved document gets. */
const char *qd_logic_doc_extension (const QdLogicDoc *doc);
void        qd_logic_doc_free      (QdLogicDoc *doc);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdLogicDoc, qd_logic_doc_free)

/* The conjunction of the knowledge base's sentences (QD_PROP_NONE for an
 * empty one), built in the document's QdProp. */
guint       qd_logic_doc_kb_root   (QdLogicDoc *doc);

/* The length of `line` (`len` bytes) without its '#' comment and the
 * blanks before it (qd-logic-doc.c, for both kinds of KB). */
G_GNUC_INTERNAL gsize qd_logic_doc_strip_comment (const char *line, gsize len);

/* ---- qd-logic-doc-fol.c */

/* Whether `text` is a first-order knowledge base (above). */
gboolean    qd_logic_doc_text_is_fol (const char *text, gsize length);
/* The document made a FOL one with an empty QdFol and no query. */
void        qd_logic_doc_fol_init  (QdLogicDoc *doc);
/* The sentences and queries of `text` read into `doc` (made FOL); FALSE
 * with `error` at the first that does not read ("line 3, column 7: …"). */
gboolean    qd_logic_doc_read_fol  (QdLogicDoc *doc, const char *text, gsize length, GError **error);
void        qd_logic_doc_fol_clear (QdLogicDoc *doc);

G_END_DECLS
