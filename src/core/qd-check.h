/* qd-check.h — checking an answer: a student's output or trace against the
 * one the program computes, and the first place where they part.
 *
 * Every problem with an exact output compares it line by line here
 * (qd_check_compare); a problem where many answers are right (a colouring, a
 * tour) checks the answer's validity itself and reports the first wrong line
 * the same way.  The problem then adds, from its own search, why the right
 * line is what it is (the explanation) and where its replay parts from the
 * answer (the step).  docs/contracts.md has the verdicts as the CLI prints
 * them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  QD_CHECK_CORRECT,
  QD_CHECK_WRONG,
  /* Not a text file, or not one this check can read at all; the
   * explanation says why. */
  QD_CHECK_UNREADABLE,
} QdCheckVerdict;

typedef struct {
  QdCheckVerdict verdict;
  /* WRONG: the first line of the answer that differs, 1-based; a line
   * missing from the answer counts where it is missing (one after its last
   * line when the answer ends too soon). */
  guint line;
  /* WRONG: the line expected there, NULL when the answer should have ended
   * before it; the answer's line, NULL when it is missing.  Without their
   * line ends (strict checks show a CR as "\r"). */
  char *expected;
  char *given;
  /* Why, in words, one sentence a line (no final newline), or NULL; for
   * UNREADABLE the reason. */
  char *explanation;
  /* The step of the problem's replay (a trace line, a move, a search
   * event) where the answer leaves the right one, -1 when there is none. */
  gint64 step;
  /* The right answer whole, for showing beside the given one (the window);
   * NULL when not wanted (the CLI).  Where many answers are right: ours. */
  char *reference;
  /* The line of `reference` to mark beside `line` (1-based), 0: none. */
  guint reference_line;
} QdCheckResult;

/* An answer as lines.  Lenient (the default): a CR before a line end and
 * blanks at the end of each line are dropped, as are a UTF-8 byte-order mark
 * and empty lines at the end of the text (so a missing final newline is no
 * difference).  Strict: lines
 * are kept as they are and the final newline counts. */
typedef struct {
  GPtrArray *lines;      /* char *, NUL-terminated, without "\n" */
  gboolean final_newline;
  gboolean strict;
} QdCheckText;

void           qd_check_text_init   (QdCheckText *text, const char *contents, gsize length, gboolean strict);
void           qd_check_text_clear  (QdCheckText *text);
guint          qd_check_text_length (const QdCheckText *text);
/* Line `index` (0-based), or NULL past the end. */
const char    *qd_check_text_line   (const QdCheckText *text, guint index);

/* The right answer, its text and its lines both ways, made once and
 * compared with many answers. */
typedef struct {
  char *text;
  QdCheckText lenient;
  QdCheckText strict;
} QdCheckReference;

/* `text` is taken; qd_check_reference_clear frees it (and is a no-op on a
 * reference zeroed and never made). */
void           qd_check_reference_init    (QdCheckReference *reference, char *text);
void           qd_check_reference_clear   (QdCheckReference *reference);
/* The lines of the reference as `strict` reads them. */
const QdCheckText *qd_check_reference_lines (const QdCheckReference *reference, gboolean strict);
/* Reads `answer` into `given` (cleared by the caller) and compares it with
 * the reference (qd_check_compare): NULL when they are the same. */
QdCheckResult *qd_check_reference_compare (const QdCheckReference *reference, const char *answer, gsize length,
                                           gboolean strict, QdCheckText *given, guint *index);

/* A problem's part of checking a wrong answer: why line `index` (0-based)
 * of the answer (`given`, its lines) is wrong, in `result`'s explanation
 * (the comparison may have given one already), and the step there. */
typedef void (*QdCheckExplainFunc) (gconstpointer check, QdCheckResult *result, guint index,
                                    const QdCheckText *given);
/* Checks an answer whose right output is `reference`: compares it line by
 * line (qd_check_reference_compare), correct when they are the same, else
 * WRONG at the first line that differs, with what `explain` (given `check`)
 * adds. */
QdCheckResult *qd_check_reference_answer (const QdCheckReference *reference, const char *answer, gsize length,
                                          gboolean strict, QdCheckExplainFunc explain, gconstpointer check);
/* Puts the reference whole beside a wrong answer (the window shows it), the
 * line matching the answer's line `index` (0-based) marked: the last one
 * when the answer goes on after the reference's end. */
void           qd_check_result_show_reference (QdCheckResult *result, const QdCheckReference *reference, guint index);

QdCheckResult *qd_check_result_new_correct     (void);
/* WRONG at `line` (1-based) with copies of the two lines (NULL: none). */
QdCheckResult *qd_check_result_new_wrong       (guint line, const char *expected, const char *given);
QdCheckResult *qd_check_result_new_unreadable  (const char *reason);
void           qd_check_result_free            (QdCheckResult *result);
QdCheckResult *qd_check_result_copy            (const QdCheckResult *result);
/* Adds a sentence (printf-style) to the explanation, on a line of its own;
 * control characters in it (a CR quoted from an answer) are shown escaped,
 * as in the lines, but for a line end, which begins another line. */
void           qd_check_result_explain         (QdCheckResult *result, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* Compares `given` with `expected` line by line: NULL when they are the
 * same, else WRONG at the first line that differs with its two lines, and
 * *index (if not NULL) that line's 0-based index.  In strict mode a missing
 * or extra final newline differs on the last line. */
QdCheckResult *qd_check_compare (const QdCheckText *expected, const QdCheckText *given, guint *index);
/* Under --check-strict, the answer's final line break against the right
 * answer's (lines equal otherwise): NULL when they agree or the check is
 * lenient, else "wrong" at the last line, saying which should be. */
QdCheckResult *qd_check_final_newline (const QdCheckText *expected, const QdCheckText *given);

/* Reads an answer's bytes: FALSE with `reason` (newly allocated) when they
 * are not text (a NUL byte, not UTF-8). */
gboolean       qd_check_is_text (const char *contents, gsize length, char **reason);

/* "1.5", "2", "-inf": a number as an answer may write it, for validity
 * checks; FALSE when `text` is not one. */
gboolean       qd_check_parse_number (const char *text, double *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCheckResult, qd_check_result_free)

G_END_DECLS
