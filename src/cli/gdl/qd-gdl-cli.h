/* qd-gdl-cli.h — `quandary-cli gdl`: a game in the Game Description Language. */
#pragma once

/* The command's entry (qd-cli.c's table): exit statuses of cli/qd-cli.h. */
int qd_gdl_cli (int argc, char **argv);
