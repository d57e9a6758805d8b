package org.voddesk.cli;

import picocli.CommandLine.Command;

/** The {@code voddesk} root command; with no subcommand it runs the console (DESIGN.md, command line). */
@Command(name = "voddesk",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Operator console for video-surveillance playback clusters.",
        subcommands = {
                ConsoleCommand.class,
                SimulateCommand.class,
                WhatifCommand.class,
                PollCommand.class,
                PlayCommand.class,
                StopCommand.class,
                ReportCommand.class,
                DemoNodesCommand.class,
                AlarmsCommand.class,
                SessionsCommand.class,
                PlansCommand.class,
                RunCommand.class,
                ServerCommand.class,
                UsersCommand.class,
        })
public final class VodDeskCommand implements java.util.concurrent.Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        return new ConsoleCommand().call();
    }
}
