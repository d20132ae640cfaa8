/* qd-game-record.h — what a saved two-player game keeps beside its rules:
 * who plays each side and the moves so far (the position is replayed from
 * them).  KCell, k in a row and Take-Stones share it.
 *
 * A problem's game struct holds the record as
 *
 *   union {
 *     QdGameRecord record;
 *     struct { char *agents[2]; GArray *moves; };
 *   };
 *
 * so that its own code reads game->agents and game->moves, and these
 * functions take the struct and the record's offset in it
 * (G_STRUCT_OFFSET (QdThingGame, record)). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  char *agents[2];       /* the players' names (the problem's agent names) */
  GArray *moves;         /* the problem's moves, elements of a fixed size */
} QdGameRecord;

/* A zeroed game struct of `size` bytes with its record at `offset`: agents
 * p1 and p2 ("human" for NULL), no moves of `move_size` bytes yet. */
gpointer qd_game_record_alloc (gsize size, gsize offset, guint move_size, const char *p1, const char *p2);
/* A copy of the whole struct (the rules byte for byte), its record deep. */
gpointer qd_game_record_dup   (gconstpointer game, gsize size, gsize offset);
/* Frees the struct and its record; NULL is allowed. */
void     qd_game_record_free  (gpointer game, gsize offset);
/* A player's name (which a person types: "program:./a b") is written in a
 * saved game escaped by qd_text_escape_name (core/qd-text.h), one line
 * whatever it holds, so that no name starts a line of its own (a move
 * never played); this reads it back: the name, or the text as written when
 * it is no escaping (a file saved before, "program:C:\\dir\\a.exe"). */
char    *qd_game_record_unescape (const char *text);

G_END_DECLS
