/* qd-bayes-private.h — what the network's readers, writers, edits and
 * checks share: a node's rows and their names, the checks of the header
 * (each naming a line, 0 for a network made in memory), and errors. */
#pragma once

#include "qd-bayes.h"

#include "core/qd-text.h"

G_BEGIN_DECLS

/* ---- qd-bayes.c */

G_GNUC_INTERNAL void      qd_bayes_node_clear (QdBayesNode *node);
/* The engine's view is stale: the next qd_bayes_net_numbers rebuilds it. */
G_GNUC_INTERNAL void      qd_bayes_net_changed (QdBayesNet *net);
/* Appends NODE (taken: its fields now belong to the network); its index. */
G_GNUC_INTERNAL guint     qd_bayes_net_append (QdBayesNet *net, QdBayesNode *node);
/* FALSE with ERROR set to CODE and "line LINE: …" (just the message for
 * line 0): a reader's error (PARSE), an edit's or check's (INVALID, line 0),
 * a question's (QUESTION, line 0). */
#define qd_bayes_fail(error, code, line, ...) \
  qd_text_line_error (error, QD_BAYES_ERROR, code, line, __VA_ARGS__)
#define qd_bayes_parse_error(error, line, ...) qd_bayes_fail (error, QD_BAYES_ERROR_PARSE, line, __VA_ARGS__)
#define qd_bayes_question_error(error, ...)    qd_bayes_fail (error, QD_BAYES_ERROR_QUESTION, 0, __VA_ARGS__)
/* A file's bytes as the readers take them: *TEXT NULL is empty, *LEN -1 up
 * to the NUL; refused past QD_BAYES_MAX_FILE_BYTES (before reading any) or
 * when not UTF-8 text; *SKIP the byte-order mark's length. */
G_GNUC_INTERNAL gboolean  qd_bayes_text_begin (const char **text, gsize *len, gsize *skip, GError **error);

/* ---- qd-bayes-check.c */

/* Π of the parents' numbers of states: the rows of the node's table. */
G_GNUC_INTERNAL gsize     qd_bayes_node_n_rows (const QdBayesNet *net, const QdBayesNode *node);
/* Row ROW's parent states as a file writes them, "(a, b)" (to free); "" for
 * a node without parents. */
G_GNUC_INTERNAL char     *qd_bayes_row_name (const QdBayesNet *net, const QdBayesNode *node, gsize row);
/* A node's or a state's name: not empty, no '"', no control or invisible
 * character (it could not be written back); WHAT is "node" or "state". */
G_GNUC_INTERNAL gboolean  qd_bayes_check_name (const char *name, gboolean state, guint line, GError **error);
/* The limits of the node's family: parents (at most 32, each a chance or
 * decision node, no repeats), its table's size (at most 2^24) and the
 * running total *ENTRIES (at most 2^26), checked before anything is
 * allocated. */
G_GNUC_INTERNAL gboolean  qd_bayes_check_family (const QdBayesNet *net, guint index, guint line, guint64 *entries,
                                                 GError **error);
/* Row ROW of node INDEX's table: finite values, in [0, 1] summing to 1
 * within the tolerance for a chance node. */
G_GNUC_INTERNAL gboolean  qd_bayes_check_row (const QdBayesNet *net, guint index, gsize row, guint line,
                                              GError **error);
/* No cycle (naming its nodes in order, on the line of its first node), at
 * most one decision node (naming the second). */
G_GNUC_INTERNAL gboolean  qd_bayes_check_structure (const QdBayesNet *net, GError **error);
/* A name the BIF writer must quote. */
G_GNUC_INTERNAL gboolean  qd_bayes_name_needs_quotes (const char *name);
/* "position = (X, Y)" (spaces free): TRUE with the numbers. */
G_GNUC_INTERNAL gboolean  qd_bayes_read_position (const char *text, gsize length, double *x, double *y);
/* A finite decimal number, the whole of P .. P + LENGTH. */
G_GNUC_INTERNAL gboolean  qd_bayes_read_number (const char *p, gsize length, double *value);

/* ---- qd-bayes-query.c */

/* The node named by P .. P + LENGTH (blanks around it dropped); -1 with
 * ERROR naming it. */
G_GNUC_INTERNAL gint      qd_bayes_find_typed_node (const QdBayesNet *net, const char *p, gsize length, GError **error);

G_END_DECLS
