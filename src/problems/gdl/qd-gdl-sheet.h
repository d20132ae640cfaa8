/* qd-gdl-sheet.h — a rulesheet as the General Games tab's document: the
 * text as written (saved back byte for byte) and the game it describes,
 * read and checked (qd-gdl.h).
 *
 * Its errors name the line and the column, "line 3, column 7: …", after
 * which whoever read the file puts its name ("tictactoe.kif: line 3, …");
 * the command line's own reader says "tictactoe.kif:3:7: …" as compilers
 * do (qd_gdl_game_new_from_file). */
#pragma once

#include "qd-gdl.h"

G_BEGIN_DECLS

typedef struct {
  char *text;          /* the rulesheet, NUL-terminated (it holds no NUL) */
  QdGdlGame *game;     /* read from `text`; not thread safe (qd-gdl.h);
                        * NULL in a draft with an error */
  char *error;         /* a draft's error ("line 3, column 7: …"), else NULL */
  guint error_line, error_column;   /* where it is (0: the whole rulesheet) */
} QdGdlSheet;

/* The rulesheet of `length` bytes (-1: NUL-terminated), read and checked;
 * NULL and an error naming the line and column when it is not one. */
QdGdlSheet *qd_gdl_sheet_parse     (const char *text, gssize length, GError **error);
/* A draft being written (the Rules pane's text, a file with an error): the
 * sheet of `text` even when it is no game (its game NULL, its error said);
 * NULL only for text that is not UTF-8 or holds a NUL byte. */
QdGdlSheet *qd_gdl_sheet_parse_draft (const char *text, gssize length, GError **error);
/* The text, as read. */
char       *qd_gdl_sheet_to_string (const QdGdlSheet *sheet);
void        qd_gdl_sheet_free      (QdGdlSheet *sheet);
/* Another game read from the same text, for a worker thread (a game is not
 * thread safe); NULL with an error only past a limit. */
QdGdlGame  *qd_gdl_sheet_new_game  (const QdGdlSheet *sheet, GError **error);
/* The same with the network kept where the game's set it aside
 * (qd_gdl_game_network_dropped): grounded then. */
QdGdlGame  *qd_gdl_sheet_new_network_game (const QdGdlSheet *sheet, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlSheet, qd_gdl_sheet_free)

G_END_DECLS
